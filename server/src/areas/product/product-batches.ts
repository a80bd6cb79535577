import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client.js';

/**
 * Writing many products in short steps. The embedded database is one session: while a
 * transaction runs every other request waits, and even set-based a 5,000-row import or a price
 * change on 500 products held it for seconds. There each batch is its own transaction with
 * requests let through in between, and a failed batch undoes the ones before it, last first, so
 * the whole still does all or nothing. PostgreSQL lets other sessions read around a writing one:
 * there the batches share one transaction, with a turn of the event loop between them so this
 * process's own work on them (building rows, reading answers) comes in short stretches too.
 */

/** PGlite: one session that every request shares. */
function isEmbedded(db: Db): boolean {
  return db instanceof PgliteDatabase;
}

/** The items in runs of `size`. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

/**
 * Writes each batch in its own transaction (PGlite) or all in one (PostgreSQL); answers what
 * each wrote. When one throws, the batches written before it are undone (PGlite: each in a
 * transaction; PostgreSQL: the transaction rolls back) and the error propagates.
 */
export async function writeInBatches<B, W>(
  db: Db,
  batches: readonly B[],
  write: (tx: Db, batch: B) => Promise<W>,
  undo: (tx: Db, written: W) => Promise<void>,
): Promise<W[]> {
  const done: W[] = [];
  if (!isEmbedded(db)) {
    return db.transaction(async (tx) => {
      for (const batch of batches) {
        await setImmediate();
        done.push(await write(tx, batch));
      }
      return done;
    });
  }
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
