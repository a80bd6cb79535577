import type { z } from 'zod';
import type { RouteAccess } from './access.js';
import type { Code } from './codes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an answer is when it is not the JSON envelope: a download (a list, a printable document) or an image. */
export type AnswerMedia =
  | 'text/csv'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/pdf'
  | 'image/*';

/**
 * One API operation, written once: the server registers its route from this, the console calls it
 * through the typed client, and OpenAPI is generated from it. `data` is the envelope's `data` on
 * success; an endpoint without `data` answers `media` instead (a streamed download, an image).
 */
export interface Endpoint {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The full path, `:name` for path parameters (`/base/admin/orders/:id/ship`). */
  readonly path: `/base/${string}`;
  readonly access: RouteAccess;
  readonly tag: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly data?: z.ZodType;
  readonly media?: AnswerMedia;
  /**
   * The refusal codes this operation may answer besides those every route may (40000 bad input,
   * 401s without a session, 40300 outside its access, 42900, 50000).
   */
  readonly refusals?: readonly Code[];
  /** Accept the token from `?token=` as well as X-Token (the spec's user/info only). */
  readonly tokenInQuery?: boolean;
  /** The body is not JSON (a multipart upload, CSV text): the route reads it itself. */
  readonly rawBody?: boolean;
}

/** Declares an endpoint; the identity, kept so each definition is checked where it is written. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** An area's endpoints keyed by their operationId: `endpoints(listStaff, getStaff)`. */
export function endpoints<const List extends readonly Endpoint[]>(
  ...list: List
): { readonly [E in List[number] as E['operationId']]: E } {
  return Object.fromEntries(list.map((e) => [e.operationId, e])) as never;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler reads: params, query and body after their schemas parsed them. */
export interface ParsedInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

// A part may be left out when its schema accepts nothing there: no body, or a query of optionals.
type Part<Name extends string, S, Empty> = S extends z.ZodType
  ? Empty extends z.input<S>
    ? { readonly [K in Name]?: z.input<S> }
    : { readonly [K in Name]: z.input<S> }
  : { readonly [K in Name]?: never };

/** What a caller sends: `{ params, query, body }`, each required when its schema requires it. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params'], Record<never, never>> &
  Part<'query', E['query'], Record<never, never>> &
  Part<'body', E['body'], undefined>;

/** The envelope's `data` of a successful answer (as the server writes it). */
export type EndpointData<E extends Endpoint> = Out<E['data']>;

/** The `data` a handler returns, before the answer's schema serialises it. */
export type HandlerData<E extends Endpoint> = In<E['data']>;

/** `/base/admin/orders/:id/ship` with `{ id: 7 }` → `/base/admin/orders/7/ship`. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
