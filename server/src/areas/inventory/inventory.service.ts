import type { AdjustData, adjustBody, BulkAdjustData, bulkAdjustBody } from '@shop/contract/areas/inventory';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { applyStockChange, lockSku, type MovementRow } from './stock.service.js';
import { findRecords, findRecordsByKeys, toStockRecord } from './stock-records.table.js';

/**
 * Staff adjustments. Staff never write an absolute quantity: "set to N" becomes a delta computed
 * under the SKU's row lock and is recorded as cycle_count (domain.md §2.3.4), so a sale that lands
 * between reading and saving is kept, not overwritten. A retried request with the same
 * idempotency key finds the rows its first attempt wrote and changes nothing.
 */
type ParsedLine = z.output<typeof adjustBody> | z.output<typeof bulkAdjustBody>['lines'][number];

const IDEMPOTENCY_CONSTRAINT = 'stock_movement_idempotency_key_unique';

/** Applies one line in the transaction; null when a count matched the stock already (nothing to record). */
async function adjustOne(
  tx: Db,
  actor: Actor,
  line: ParsedLine,
  note: string,
  idempotencyKey: string,
): Promise<MovementRow | null> {
  let delta = line.delta;
  const before = await lockSku(tx, line.skuId);
  if (line.setTo !== undefined) delta = line.setTo - before.onHand;
  if (!delta) return null;
  const movement = await applyStockChange(tx, {
    skuId: line.skuId,
    type: 'ADJUSTMENT',
    deltaOnHand: delta,
    deltaReserved: 0,
    reason: line.setTo !== undefined ? 'cycle_count' : (line.reason ?? 'other'),
    note,
    actorId: actor.staffUserId,
    idempotencyKey,
  });
  await recordAudit(tx, {
    actor,
    action: 'adjust_stock',
    entity: 'product_sku',
    entityId: line.skuId,
    before,
    after: { onHand: movement.onHandAfter, reserved: movement.reservedAfter, reason: movement.reason },
  });
  return movement;
}

/**
 * Runs `write` unless `keys` were used already; a concurrent twin that commits first makes this
 * one fail on the unique key, and then it answers the twin's rows too.
 */
async function onceByKeys<T>(
  db: Db,
  keys: string[],
  write: () => Promise<number[]>,
  answer: (ids: number[], replayed: boolean) => Promise<T>,
): Promise<T> {
  const earlier = await findRecordsByKeys(db, keys);
  if (earlier.length > 0)
    return answer(
      earlier.map((r) => r.id),
      true,
    );
  try {
    return answer(await write(), false);
  } catch (error) {
    if (uniqueViolationOf(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
    const twin = await findRecordsByKeys(db, keys);
    return answer(
      twin.map((r) => r.id),
      true,
    );
  }
}

export function adjustStock(db: Db, actor: Actor, body: z.output<typeof adjustBody>): Promise<AdjustData> {
  return onceByKeys(
    db,
    [body.idempotencyKey],
    () =>
      db.transaction(async (tx) => {
        const movement = await adjustOne(tx, actor, body, body.note, body.idempotencyKey);
        return movement ? [movement.id] : [];
      }),
    async (ids, replayed) => {
      const [row] = await findRecords(db, ids);
      return { record: row ? toStockRecord(row) : null, replayed };
    },
  );
}

/** The key each line of a bulk adjustment is recorded under (`#` cannot appear in a client's key). */
function lineKey(key: string, skuId: number): string {
  return `${key}#${skuId}`;
}

/** All lines or none: the first short SKU's 42201 rolls every line back. */
export function bulkAdjustStock(
  db: Db,
  actor: Actor,
  body: z.output<typeof bulkAdjustBody>,
): Promise<BulkAdjustData> {
  // Row locks in id order, so two bulk adjustments over the same SKUs cannot deadlock.
  const lines = [...body.lines].sort((a, b) => a.skuId - b.skuId);
  return onceByKeys(
    db,
    lines.map((line) => lineKey(body.idempotencyKey, line.skuId)),
    () =>
      db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const line of lines) {
          const movement = await adjustOne(
            tx,
            actor,
            line,
            body.note,
            lineKey(body.idempotencyKey, line.skuId),
          );
          if (movement) ids.push(movement.id);
        }
        return ids;
      }),
    async (ids, replayed) => ({ records: (await findRecords(db, ids)).map(toStockRecord), replayed }),
  );
}
