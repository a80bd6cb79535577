import { type Code, Codes, httpStatusOf } from '@shop/contract/codes';
import type { ValidationData } from '@shop/contract/envelope';

/** A failure the client is meant to read: it becomes an envelope with this code and message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.status = httpStatusOf[code];
  }
}

export const forbidden = () => new AppError(Codes.FORBIDDEN, 'Forbidden');
export const notFound = (what = 'Not found') => new AppError(Codes.NOT_FOUND, what);

/**
 * A 400 on one body field found only by the server (a key taken, an image that does not exist),
 * in the same shape as schema validation so the console puts it under the same form field.
 */
export function invalidField(path: (string | number)[], message: string): AppError {
  const data: ValidationData = { location: 'body', issues: [{ path, message, code: 'custom' }] };
  return new AppError(Codes.VALIDATION, `${path.join('.')}: ${message}`, data);
}
