import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client.js';

/**
 * Writing many products in short transactions. The embedded database is one session: while a
 * transaction runs every other request waits, and even set-based a 5,000-row import or a price
 * change on 500 products held it for seconds. There the work goes in batches, each its own
 * transaction with requests let through in between, and a failed batch undoes the ones before
 * it, last first, so the whole still does all or nothing. PostgreSQL lets other sessions read
 * around a writing one: there the work stays one transaction (one batch).
 */

/** `size` on PGlite; everything at once on PostgreSQL. */
export function batchSizeFor(db: Db, size: number): number {
  return db instanceof PgliteDatabase ? size : Number.POSITIVE_INFINITY;
}

/** The items in runs of `size` (one run when size is infinite). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  if (items.length <= size) return [[...items]];
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

/**
 * Writes each batch in its own transaction; answers what each wrote. When one throws, the
 * batches written before it are undone (each in a transaction) and the error propagates.
 */
export async function writeInBatches<B, W>(
  db: Db,
  batches: readonly B[],
  write: (tx: Db, batch: B) => Promise<W>,
  undo: (tx: Db, written: W) => Promise<void>,
): Promise<W[]> {
  const done: W[] = [];
  try {
    for (const batch of batches) {
      if (batches.length > 1) await setImmediate();
      done.push(await db.transaction((tx) => write(tx, batch)));
    }
    return done;
  } catch (error) {
    for (const written of done.reverse()) {
      await setImmediate();
      await db.transaction((tx) => undo(tx, written));
    }
    throw error;
  }
}

/** Removes the audit rows of a batch being undone: what they record no longer happened. */
export async function forgetAudits(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`DELETE FROM audit_log WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
}
