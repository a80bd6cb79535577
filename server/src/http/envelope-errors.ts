import http from 'node:http';
import type { Socket } from 'node:net';
import { type Code, Codes, httpStatusOf } from '@shop/contract/codes';
import type { FieldIssue, ValidationData } from '@shop/contract/envelope';
import { issueMessage } from '@shop/contract/field-issue';
import type { MessageValue } from '@shop/contract/message';
import { englishOf, type MessageKey } from '@shop/contract/messages';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { apiSecurityHeaders } from './security.js';

type Params = Readonly<Record<string, MessageValue>>;

function send(reply: FastifyReply, code: Code, key: string, params: Params, data: unknown, message?: string) {
  // A throttled client (429) is told when to come back in HTTP's own terms as well as in `data`.
  const wait = (data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (code === Codes.TOO_MANY_REQUESTS && typeof wait === 'number')
    reply.header('retry-after', String(Math.ceil(wait)));
  return reply
    .code(httpStatusOf[code])
    .type('application/json; charset=utf-8')
    .send({ code, message: message ?? englishOf(key, params), data, key, params });
}

const refuse = (reply: FastifyReply, code: Code, key: MessageKey, params: Params = {}) =>
  send(reply, code, key, params, null);

function issuesOf(error: FastifyError): FieldIssue[] {
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    const { key, params } = issueMessage({ ...v.params, code: v.keyword, message: v.message });
    return { path, message: englishOf(key, params), code: v.keyword, key, params };
  });
}

/** Framework errors a client can cause, mapped to the envelope code and message that tell them. */
const clientErrors: Record<string, [Code, MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [Codes.PAYLOAD_TOO_LARGE, 'request.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [Codes.UNSUPPORTED_MEDIA_TYPE, 'request.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [Codes.VALIDATION, 'request.badRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [Codes.VALIDATION, 'request.badRequest'],
  FST_ERR_CTP_INVALID_JSON_BODY: [Codes.VALIDATION, 'request.badRequest'],
  FST_ERR_BAD_URL: [Codes.VALIDATION, 'request.malformedUrl'],
  FST_ERR_ASYNC_CONSTRAINT: [Codes.VALIDATION, 'request.badRequest'],
  FST_ERR_MAX_PARAM_LENGTH: [Codes.VALIDATION, 'request.paramTooLong'],
};

function handleError(thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (thrown instanceof AppError)
    return send(reply, thrown.code, thrown.key, thrown.params, thrown.data, thrown.message);
  const error = thrown as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const data: ValidationData = {
      location: (error.validationContext ?? 'body') as ValidationData['location'],
      issues: issuesOf(error),
    };
    // The envelope names the first problem; the form shows each under its field.
    const first = data.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    const key = first?.key ?? 'field.invalid';
    const params = first?.params ?? {};
    return send(reply, Codes.VALIDATION, key, params, data, `${where}${englishOf(key, params)}`);
  }
  const mapped = error.code ? clientErrors[error.code] : undefined;
  if (mapped) return refuse(reply, mapped[0], mapped[1]);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another framework 4xx (e.g. a malformed header): the client's fault, with a safe message.
    return status === 404
      ? refuse(reply, Codes.NOT_FOUND, 'request.notFound')
      : refuse(reply, Codes.VALIDATION, 'request.badRequest');
  }
  // Anything else is ours: log it whole, answer with only the id that finds it in the log.
  request.log.error({ err: error }, 'request failed');
  return send(reply, Codes.INTERNAL, 'request.internal', {}, { requestId: String(request.id) });
}

/**
 * Makes every failure an envelope: thrown errors, validation, unknown `/base` paths, and the
 * router's own failures (bad URL encoding) that never reach a handler.
 */
export function registerEnvelopeErrors(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** Fastify's `frameworkErrors` option: failures raised before routing (malformed URLs). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs before routing, so the headers every other answer gets in onRequest come here.
  reply.headers(apiSecurityHeaders);
  return handleError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (a
 * URL and headers past its 16 KB limit, a broken request line, a client too slow to send them).
 * Fastify's default answered its own `{error, statusCode}` JSON (431 for the size) without the
 * envelope or the API's headers (issue 15 fuzz); this writes the envelope on the socket itself.
 */
export function connectionErrors(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const key: MessageKey = tooLarge ? 'request.headersTooLarge' : 'request.badRequest';
  const params: Params = tooLarge ? { max: Math.round(http.maxHeaderSize / 1024) } : {};
  const body = JSON.stringify({
    code: Codes.VALIDATION,
    message: englishOf(key, params),
    data: null,
    key,
    params,
  });
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...apiSecurityHeaders,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  // As Node and Fastify do: answer unless the socket is gone, then close it (its parser is done).
  if (socket.writable) socket.write(`HTTP/1.1 400 Bad Request\r\n${head.join('')}\r\n${body}`);
  socket.destroy();
}

export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  const pathOnly = (url.split('?')[0] ?? url).slice(0, 200);
  return refuse(reply, Codes.NOT_FOUND, 'request.noSuchApi', { method, path: pathOnly });
}

/**
 * While the server closes, a request that still reaches it (sent on a kept-alive connection that
 * had one in flight) gets the 503 envelope (Fastify's own answer was a bare `{error}`), and
 * Fastify marks it `Connection: close`. A kept-alive connection whose last answer went out during
 * the close is closed too: left open, it would hold the close for its keep-alive timeout (72 s).
 * Register it right after the security headers, so that no other hook works for a refused request.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return refuse(reply, Codes.UNAVAILABLE, 'request.unavailable');
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
