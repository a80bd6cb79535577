import { setImmediate } from 'node:timers/promises';
import type { AdjustData, adjustBody, BulkAdjustData, bulkAdjustBody } from '@shop/contract/areas/inventory';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { stockMovement } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Actor, recordAudit, recordAudits } from '../../http/audit.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { applyStockChange, lockSku, type MovementRow, type StockChange } from './stock.service.js';
import { applyStockChanges, lockSkus } from './stock-batch.service.js';
import { findRecords, toStockRecord } from './stock-records.table.js';

/**
 * Staff adjustments. Staff never write an absolute quantity: "set to N" becomes a delta computed
 * under the SKU's row lock and is recorded as cycle_count (domain.md §2.3.4), so a sale that lands
 * between reading and saving is kept, not overwritten. A retried request with the same
 * idempotency key finds the rows its first attempt wrote and changes nothing; the key with another
 * request is 42206 and changes nothing either (http/idempotency.ts).
 */
type ParsedLine = z.output<typeof adjustBody> | z.output<typeof bulkAdjustBody>['lines'][number];

const IDEMPOTENCY_CONSTRAINT = 'stock_movement_idempotency_key_unique';

/**
 * The ledger change an adjustment line makes to a SKU holding `onHand`: a count (setTo) moves it
 * to the counted number, as `cycle_count`; null when there is nothing to record.
 */
function adjustmentOf(
  line: ParsedLine,
  onHand: number,
  note: string,
  actor: Actor,
): Omit<StockChange, 'idempotencyKey' | 'requestHash'> | null {
  const delta = line.setTo !== undefined ? line.setTo - onHand : line.delta;
  if (!delta) return null;
  return {
    skuId: line.skuId,
    type: 'ADJUSTMENT',
    deltaOnHand: delta,
    deltaReserved: 0,
    reason: line.setTo !== undefined ? 'cycle_count' : (line.reason ?? 'other'),
    note,
    actorId: actor.staffUserId,
  };
}

/** Applies one line in the transaction; null when a count matched the stock already (nothing to record). */
async function adjustOne(
  tx: Db,
  actor: Actor,
  line: ParsedLine,
  note: string,
  key: { idempotencyKey: string; requestHash: string },
): Promise<MovementRow | null> {
  const before = await lockSku(tx, line.skuId);
  const change = adjustmentOf(line, before.onHand, note, actor);
  if (!change) return null;
  const movement = await applyStockChange(tx, { ...change, ...key });
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
 * one fail on the unique key, and then it answers the twin's rows too. Either way the rows found
 * must have been written by this same request (`fingerprint`), else 42206.
 */
async function onceByKeys<T>(
  db: Db,
  keys: string[],
  fingerprint: string,
  write: () => Promise<number[]>,
  answer: (ids: number[], replayed: boolean) => Promise<T>,
): Promise<T> {
  const earlier = await movementsByKeys(db, keys);
  if (earlier.length > 0) return answer(sameRequestIds(earlier, fingerprint), true);
  // PGlite runs in this thread: a turn of the event loop between the lookup, the write and the
  // answer's read lets waiting requests in, instead of one stall the length of all three.
  await setImmediate();
  try {
    const ids = await write();
    await setImmediate();
    return answer(ids, false);
  } catch (error) {
    if (uniqueViolationOf(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
    const twin = await movementsByKeys(db, keys);
    return answer(sameRequestIds(twin, fingerprint), true);
  }
}

/** The ledger rows written under any of `keys`, with the fingerprint of the request that wrote each. */
function movementsByKeys(db: Db, keys: string[]) {
  return db
    .select({ id: stockMovement.id, requestHash: stockMovement.requestHash })
    .from(stockMovement)
    .where(inArray(stockMovement.idempotencyKey, keys))
    .orderBy(stockMovement.id);
}

function sameRequestIds(rows: { id: number; requestHash: string | null }[], fingerprint: string): number[] {
  for (const row of rows) assertSameRequest(row.requestHash, fingerprint);
  return rows.map((row) => row.id);
}

export function adjustStock(db: Db, actor: Actor, body: z.output<typeof adjustBody>): Promise<AdjustData> {
  const { idempotencyKey, ...request } = body;
  const requestHash = requestFingerprint('adjustStock', request);
  return onceByKeys(
    db,
    [idempotencyKey],
    requestHash,
    () =>
      db.transaction(async (tx) => {
        const movement = await adjustOne(tx, actor, body, body.note, { idempotencyKey, requestHash });
        return movement ? [movement.id] : [];
      }),
    async (ids, replayed) => {
      const [row] = await findRecords(db, ids);
      return { record: row ? toStockRecord(row) : null, replayed };
    },
  );
}

/**
 * The key each line of a bulk adjustment is recorded under (`#` cannot appear in a client's key).
 * The first row the request writes carries the key itself, so the key stays one request's: the
 * same key with other SKUs finds that row (and is 42206) and a concurrent twin collides on it.
 * Rows written before that carry only line keys; looking those up too still replays them.
 */
function lineKey(key: string, skuId: number): string {
  return `${key}#${skuId}`;
}

/**
 * All lines or none, set-based (stock-batch.service.ts): a gone SKU is 40400, else the first short
 * line (in SKU id order) is 42201, and nothing is written.
 */
export function bulkAdjustStock(
  db: Db,
  actor: Actor,
  body: z.output<typeof bulkAdjustBody>,
): Promise<BulkAdjustData> {
  const { idempotencyKey, ...request } = body;
  // Row locks in id order, so two bulk adjustments over the same SKUs cannot deadlock.
  const lines = [...body.lines].sort((a, b) => a.skuId - b.skuId);
  // The lines are a set (each SKU once, applied in id order): sent in another order, the same request.
  const requestHash = requestFingerprint('bulkAdjustStock', { ...request, lines });
  return onceByKeys(
    db,
    [idempotencyKey, ...lines.map((line) => lineKey(idempotencyKey, line.skuId))],
    requestHash,
    () => db.transaction((tx) => adjustMany(tx, actor, lines, body.note, { idempotencyKey, requestHash })),
    async (ids, replayed) => ({ records: (await findRecords(db, ids)).map(toStockRecord), replayed }),
  );
}

/** The bulk adjustment's writes: the SKUs locked, their changes, one audit row per SKU changed. */
async function adjustMany(
  tx: Db,
  actor: Actor,
  lines: readonly ParsedLine[],
  note: string,
  key: { idempotencyKey: string; requestHash: string },
): Promise<number[]> {
  const locked = await lockSkus(
    tx,
    lines.map((line) => line.skuId),
  );
  const changes: StockChange[] = [];
  for (const line of lines) {
    const before = locked.get(line.skuId);
    if (!before) throw notFound('inventory.skuNotFound');
    const change = adjustmentOf(line, before.onHand, note, actor);
    if (!change) continue;
    changes.push({
      ...change,
      idempotencyKey: changes.length === 0 ? key.idempotencyKey : lineKey(key.idempotencyKey, line.skuId),
      requestHash: key.requestHash,
    });
  }
  const written = await applyStockChanges(tx, locked, changes);
  await recordAudits(
    tx,
    written.map(({ change, before, after }) => ({
      actor,
      action: 'adjust_stock',
      entity: 'product_sku',
      entityId: change.skuId,
      before: { onHand: before.onHand, reserved: before.reserved },
      after: { onHand: after.onHand, reserved: after.reserved, reason: change.reason },
    })),
  );
  return written.map((w) => w.movementId);
}
