import { type Code, Codes, httpStatusOf } from '@shop/contract/codes';
import type { FieldIssue, ValidationData } from '@shop/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

function send(reply: FastifyReply, code: Code, message: string, data: unknown = null) {
  return reply.code(httpStatusOf[code]).type('application/json; charset=utf-8').send({ code, message, data });
}

function issuesOf(error: FastifyError): FieldIssue[] {
  return (error.validation ?? []).map((v) => ({
    path: v.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    message: v.message ?? 'Invalid value',
    code: v.keyword,
  }));
}

/** Framework errors a client can cause, mapped to the envelope code that tells them what happened. */
const clientErrorCodes: Record<string, Code> = {
  FST_ERR_CTP_BODY_TOO_LARGE: Codes.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Codes.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Codes.VALIDATION,
  FST_ERR_CTP_EMPTY_JSON_BODY: Codes.VALIDATION,
  FST_ERR_CTP_INVALID_JSON_BODY: Codes.VALIDATION,
  FST_ERR_BAD_URL: Codes.VALIDATION,
  FST_ERR_ASYNC_CONSTRAINT: Codes.VALIDATION,
  FST_ERR_MAX_PARAM_LENGTH: Codes.VALIDATION,
};

const clientErrorMessages: Partial<Record<Code, string>> = {
  [Codes.PAYLOAD_TOO_LARGE]: 'Request body is too large (the limit is 1 MB)',
  [Codes.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type; send application/json',
};

function handleError(thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (thrown instanceof AppError) return send(reply, thrown.code, thrown.message, thrown.data);
  const error = thrown as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const data: ValidationData = {
      location: (error.validationContext ?? 'body') as ValidationData['location'],
      issues: issuesOf(error),
    };
    const first = data.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    return send(reply, Codes.VALIDATION, `${where}${first?.message ?? 'Invalid request'}`, data);
  }
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, Codes.VALIDATION, 'Malformed URL');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, Codes.VALIDATION, 'A path parameter is too long (the limit is 100 characters)');
  }
  const mapped = error.code ? clientErrorCodes[error.code] : undefined;
  if (mapped) {
    return send(reply, mapped, clientErrorMessages[mapped] ?? 'Bad request');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another framework 4xx (e.g. a malformed header): the client's fault, with a safe message.
    return send(reply, status === 404 ? Codes.NOT_FOUND : Codes.VALIDATION, 'Bad request');
  }
  // Anything else is ours: log it whole, answer with only the id that finds it in the log.
  request.log.error({ err: error }, 'request failed');
  return send(reply, Codes.INTERNAL, 'Internal server error', { requestId: String(request.id) });
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
  return handleError(error, request, reply);
}

export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  const pathOnly = url.split('?')[0] ?? url;
  return send(reply, Codes.NOT_FOUND, `No such API: ${method} ${pathOnly.slice(0, 200)}`);
}
