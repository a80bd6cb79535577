import { type Code, Codes, httpStatusOf } from '@shop/contract/codes';

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
