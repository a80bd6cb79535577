import type { Api, OperationId } from '@shop/contract/api';
import { apiRoutes } from '@shop/contract/api-routes';
import { type EndpointData, type EndpointInput, fillPath } from '@shop/contract/endpoint';
import { addressOf, request } from './request';

type Input<K extends OperationId> = EndpointInput<Api[K]>;

/** Leaves the input out where the endpoint needs none. */
type InputArgs<K extends OperationId> =
  Record<never, never> extends Input<K>
    ? [input?: Input<K>, options?: CallOptions]
    : [input: Input<K>, options?: CallOptions];

export interface CallOptions {
  /** The caller shows a failure itself (a dialog, a bulk summary): no toast. */
  quiet?: boolean;
}

type QueryValue = string | number | boolean | undefined | null;

function queryOf(query: unknown): Record<string, QueryValue> | undefined {
  return query as Record<string, QueryValue> | undefined;
}

function pathOf<K extends OperationId>(name: K, input: Input<K> | undefined): string {
  const [, path] = apiRoutes[name];
  return fillPath(path, input?.params as Record<string, unknown> | undefined);
}

/**
 * Calls an API endpoint by its operationId, its input and answer typed by the contract's
 * definition: `call('refundOrder', { params: { id }, body })`. Resolves with the answer's `data`;
 * a refusal toasts in the console's language (unless `quiet`) and rejects with an ApiError.
 */
export async function call<K extends OperationId>(
  name: K,
  ...[input, options]: InputArgs<K>
): Promise<EndpointData<Api[K]>> {
  const [method] = apiRoutes[name];
  const envelope = await request<EndpointData<Api[K]>>(pathOf(name, input), {
    method,
    params: queryOf(input?.query),
    data: input?.body,
    quiet: options?.quiet ?? false,
  });
  return envelope.data;
}

/**
 * The address of an endpoint with its query, for what `call` cannot fetch: streamed downloads
 * with progress, uploads with progress, image sources.
 */
export function apiUrl<K extends OperationId>(name: K, ...[input]: InputArgs<K>): string {
  return addressOf(pathOf(name, input), queryOf(input?.query));
}

/** The HTTP method of an endpoint (uploads name it for XMLHttpRequest). */
export function apiMethod(name: OperationId): string {
  return apiRoutes[name][0];
}
