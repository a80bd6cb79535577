import type { Endpoint, HandlerData, ParsedInput } from '@shop/contract/endpoint';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint this route was registered from (every `/base` route has one). */
    operationId?: string;
  }
}

/** The request a handler reads: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedInput<E>['params'];
  Querystring: ParsedInput<E>['query'];
  Body: ParsedInput<E>['body'];
}>;

/**
 * A JSON endpoint's handler returns its `data` (the helper wraps it in the envelope); a media
 * endpoint's handler answers through `reply` itself (a stream, an image).
 */
export type EndpointHandler<E extends Endpoint> = E['data'] extends z.ZodType
  ? (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerData<E>>
  : (request: EndpointRequest<E>, reply: FastifyReply) => Promise<unknown> | FastifyReply;

const registered = new Map<string, Endpoint>();

/** The endpoint a route was registered from, by operationId (OpenAPI reads its media and refusals). */
export function endpointOf(operationId: string | undefined): Endpoint | undefined {
  return operationId === undefined ? undefined : registered.get(operationId);
}

/** Registers the route of one contract endpoint: its path, access, schemas and OpenAPI facts. */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  registered.set(endpoint.operationId, endpoint);
  const answer = endpoint.data;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      operationId: endpoint.operationId,
      ...(endpoint.tokenInQuery ? { tokenInQuery: true } : {}),
    },
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      // OpenAPI: a public route needs no token (the document's default asks for X-Token).
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.rawBody ? { body: endpoint.body } : {}),
      ...(answer ? { response: { 200: envelopeOf(answer) } } : {}),
    },
    handler: answer
      ? async (request: FastifyRequest, reply: FastifyReply) =>
          ok(await (handler as (r: FastifyRequest, p: FastifyReply) => Promise<unknown>)(request, reply))
      : (handler as (r: FastifyRequest, p: FastifyReply) => Promise<unknown>),
  });
}
