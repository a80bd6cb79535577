import { setImmediate } from 'node:timers/promises';
import { and, asc, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { type Actor, recordAudits } from '../../http/audit.js';
import { inIds, inTexts, jsonb } from './product-sql.js';

/**
 * Writing many products in short steps. The embedded database is one session: while a
 * transaction runs every other request waits, and even set-based a 5,000-row import or a price
 * change on 500 products held it for seconds. There each batch is its own transaction with
 * requests let through in between, and a failed batch undoes the ones before it, last first, so
 * the whole still does all or nothing, except for rows someone else changed in between (those keep
 * their later edit, productsStillAt). PostgreSQL lets other sessions read around a writing one:
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

/** A row and the version a batch left it at: an undo puts it back only while it is still there. */
export interface WrittenVersion {
  id: number;
  version: number;
}

/**
 * Moves on the version of each product still at the version the batch wrote, and answers those
 * ids: the products an undo may put back. One edited since (an edit form saved, a later bulk
 * action) was made knowingly on top of the batch and keeps its state; reverting it would lose it.
 */
export async function productsStillAt(tx: Db, written: readonly WrittenVersion[]): Promise<number[]> {
  if (written.length === 0) return [];
  const result = await tx.execute(sql`
    UPDATE product_spu p SET version = p.version + 1, updated_at = now()
    FROM jsonb_to_recordset(${jsonb(written)}) AS v(id int, version int)
    WHERE p.id = v.id AND p.version = v.version AND ${inIds(
      sql`p.id`,
      written.map((w) => w.id),
    )}
    RETURNING p.id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/**
 * Records what an undo put back, keeping the batch's own audit rows (the log is append-only): for
 * each of them about a product in `restored`, a row with the action suffixed `.undone` (status
 * becomes status.undone) and before and after swapped.
 */
export async function recordUndone(
  tx: Db,
  actor: Actor,
  auditIds: readonly number[],
  restored: readonly number[],
): Promise<void> {
  if (auditIds.length === 0 || restored.length === 0) return;
  const rows = await tx
    .select()
    .from(auditLog)
    .where(
      and(
        inIds(auditLog.id, auditIds),
        inTexts(
          sql`${auditLog.entityId}`,
          restored.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(auditLog.id));
  await recordAudits(
    tx,
    rows.map((row) => ({
      actor,
      action: `${row.action}.undone`,
      entity: row.entity,
      entityId: row.entityId,
      before: row.after,
      after: row.before,
    })),
  );
}
