import { type Code, Codes, httpStatusOf } from '@shop/contract/codes';
import type { ValidationData } from '@shop/contract/envelope';
import type { MessageValue } from '@shop/contract/message';
import { englishOf, type MessageKey, type MessageParams } from '@shop/contract/messages';

/** The parameters argument: left out for a message that takes none. */
type ParamsArg<K extends MessageKey> =
  MessageParams<K> extends Record<string, never> ? [params?: MessageParams<K>] : [params: MessageParams<K>];

/**
 * A refusal the client is meant to read: it becomes an envelope with this code, the message's key
 * and parameters (which the console shows in its language) and the English text for logs.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    readonly key: string,
    readonly params: Readonly<Record<string, MessageValue>> = {},
    readonly data: unknown = null,
  ) {
    super(englishOf(key, params));
    this.status = httpStatusOf[code];
  }
}

/** A refusal with a catalogue key whose parameters are checked against its text. */
export function refuse<K extends MessageKey>(code: Code, key: K, ...[params]: ParamsArg<K>): AppError {
  return new AppError(code, key, params ?? {});
}

/** The same with `data` for the console (what is left, who changed it). */
export function refuseWith<K extends MessageKey>(
  code: Code,
  data: unknown,
  key: K,
  ...[params]: ParamsArg<K>
): AppError {
  return new AppError(code, key, params ?? {}, data);
}

export const forbidden = () => refuse(Codes.FORBIDDEN, 'request.forbidden');

/** A 404 naming what is missing: `notFound('order.notFound')`. */
export function notFound<K extends MessageKey = 'request.notFound'>(
  key?: K,
  ...params: ParamsArg<K>
): AppError {
  return new AppError(Codes.NOT_FOUND, key ?? 'request.notFound', params[0] ?? {});
}

/**
 * A 400 on one body field found only by the server (a key taken, an image that does not exist),
 * in the same shape as schema validation so the console puts it under the same form field.
 */
export function invalidField<K extends MessageKey>(
  path: (string | number)[],
  key: K,
  ...[params]: ParamsArg<K>
): AppError {
  const values = params ?? {};
  const message = englishOf(key, values);
  const data: ValidationData = {
    location: 'body',
    issues: [{ path, message, code: 'custom', key, params: values }],
  };
  const error = new AppError(Codes.VALIDATION, key, values, data);
  error.message = `${path.join('.')}: ${message}`;
  return error;
}
