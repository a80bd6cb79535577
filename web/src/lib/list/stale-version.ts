import { Codes } from '@shop/contract/codes';
import { type StaleVersionData, staleVersionData } from '@shop/contract/stale-version';
import { ApiError } from '../request';
import { formatDateTime } from '../time';

/**
 * Reading the server's 40900 answer (someone saved the row first). The form shows who and when,
 * offers a reload, and sends nothing again on its own: the other person's change is kept.
 */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === Codes.VERSION_CONFLICT;
}

/** Who changed the row and when, when the answer carries it. */
export function staleVersionOf(error: unknown): StaleVersionData | null {
  if (!isStaleVersion(error)) return null;
  const parsed = staleVersionData.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** What the console says about a 409: who changed the row and when (in local form), if known. */
export interface StaleVersionNotice {
  /** The last editor's name, null when no one is recorded. */
  name: string | null;
  /** When, formatted for `language`. */
  time: string;
}

/**
 * The details of a 40900 answer for the `list:staleVersion` text; null when the error is not a
 * 409 or the answer lacks the details (then show the server's own message, `error.message`).
 */
export function staleVersionNotice(error: unknown, language: string): StaleVersionNotice | null {
  const data = staleVersionOf(error);
  if (!data) return null;
  return { name: data.updatedBy, time: formatDateTime(data.updatedAt, language, 'medium') };
}
