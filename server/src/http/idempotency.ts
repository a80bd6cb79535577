import { createHash } from 'node:crypto';
import { Codes } from '@shop/contract/codes';
import type { FastifyReply } from 'fastify';
import { uniqueViolationOf } from '../db/pg-errors.js';
import { refuse } from './app-error.js';

/**
 * Client idempotency keys (placing an order, a refund, stock adjustments). A key names one
 * request: sent again with the same request it answers the stored result (a retry after a lost
 * answer, a double click), sent with another request it is refused, 42206, and nothing is
 * written. Answering the first result to a different request would tell the client its second
 * request succeeded when it never ran — payment APIs (Stripe, Adyen, the IETF Idempotency-Key
 * draft) refuse it for that reason. Each write stores `requestFingerprint` beside its key (the
 * `request_hash` columns); the key's unique constraint still decides which of two concurrent
 * twins writes, and the loser compares the winner's fingerprint with its own.
 */

/**
 * JSON with every object's keys sorted, at every depth, so the same input reads the same however
 * it was built; array order is kept (it means something: an order's lines are numbered by it).
 * `undefined` members are left out, as JSON.stringify does; a Date is its ISO text.
 */
export function canonicalJson(value: unknown): string {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    return canonicalJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`cannot fingerprint a ${typeof value}`);
  return text;
}

/**
 * What one request asked for, as sha256 (base64url) of the operation and its canonical parsed
 * input. The caller leaves the key itself out and puts the path parameters in (the same key on
 * another order is another request). Parsed input, so `"note": " x "` and `"note": "x"`, or a
 * default left out and sent, are the same request, as the server treats them alike.
 */
export function requestFingerprint(operationId: string, input: unknown): string {
  return createHash('sha256').update(canonicalJson({ operationId, input })).digest('base64url');
}

/**
 * Throws 42206 when the request that used a key first is not this one. A row written before
 * fingerprints were stored (null) cannot tell, and is answered as a replay, as it was then.
 */
export function assertSameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint)
    throw refuse(Codes.IDEMPOTENCY_KEY_REUSED, 'request.idempotencyKeyReused');
}

/**
 * The response header saying an answer is a stored result, not a new write (the name Stripe and
 * the IETF draft use). The operations that answer `replayed` in their data say it there too; a
 * placed order answers the order detail, so the header is where a replay of it shows.
 */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Sets `Idempotent-Replayed: true` on a replay; answers `answer` unchanged, for `return` in a handler. */
export function markReplay<T extends { replayed: boolean }>(reply: FastifyReply, answer: T): T {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return answer;
}

/** A row an idempotency key wrote: its id and the fingerprint of the request that wrote it. */
export interface KeyedRow {
  id: number;
  requestHash: string | null;
}

/** The answer of a keyed write: the row, and whether an earlier request had written it. */
export interface KeyedWrite {
  id: number;
  replayed: boolean;
}

/** A stored row answered again: the same request replays it, another one is 42206. */
export function replayOfRow(row: KeyedRow, fingerprint: string): KeyedWrite {
  assertSameRequest(row.requestHash, fingerprint);
  return { id: row.id, replayed: true };
}

/**
 * A write made once per key: a key already stored answers its row (`byKey`); else `write` runs,
 * and when a concurrent twin wins the key's unique constraint meanwhile, its row is answered
 * instead. `write` should check `byKey` again under its first lock (a twin may have committed
 * while it waited) and answer `replayOfRow` then.
 */
export async function writeOncePerKey(
  byKey: () => Promise<KeyedRow | undefined>,
  keyConstraint: string,
  fingerprint: string,
  write: () => Promise<KeyedWrite>,
): Promise<KeyedWrite> {
  const earlier = await byKey();
  if (earlier) return replayOfRow(earlier, fingerprint);
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === keyConstraint) {
      const twin = await byKey();
      if (twin) return replayOfRow(twin, fingerprint);
    }
    throw error;
  }
}
