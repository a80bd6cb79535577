import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { productSku } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';
import { insufficientStockOf, movementOf, type StockChange } from './stock.service.js';

/**
 * Many stock changes in one transaction as a handful of statements (issue 16): row by row through
 * applyStockChange, 200 lines held the embedded database (one session for every request) for
 * 1.5-2 s. The rules are applyStockChange's: the SKUs are locked first, in id order as every writer
 * takes them; the changes are checked in order against the running balances, and the first that
 * would break an invariant is 42201 (a gone SKU 40400) before anything is written; then one
 * conditional UPDATE moves every balance and one INSERT writes the ledger rows in the changes'
 * order, each with the balances after it, so the chain reconcileStock checks holds.
 */

export interface LockedSku {
  code: string;
  onHand: number;
  reserved: number;
}

/** Locks the live SKUs among `skuIds` for the rest of the transaction, in id order; gone ones are absent. */
export async function lockSkus(tx: Db, skuIds: readonly number[]): Promise<Map<number, LockedSku>> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: productSku.id,
      code: productSku.code,
      onHand: productSku.onHand,
      reserved: productSku.reserved,
    })
    .from(productSku)
    .where(and(sql`${productSku.id} = ANY(${`{${ids.join(',')}}`}::int[])`, isNull(productSku.deletedAt)))
    .orderBy(productSku.id)
    .for('update');
  return new Map(rows.map(({ id, ...sku }) => [id, sku]));
}

/** A change written, with the SKU's balances before and after it. */
export interface WrittenChange {
  movementId: number;
  change: StockChange;
  before: LockedSku;
  after: LockedSku;
}

/** Checks every change against the running balances; the first that cannot be made throws. */
function plan(locked: ReadonlyMap<number, LockedSku>, changes: readonly StockChange[]) {
  const running = new Map(locked);
  return changes.map((change) => {
    const before = running.get(change.skuId);
    if (!before) throw notFound('inventory.skuNotFound');
    const after = {
      code: before.code,
      onHand: before.onHand + change.deltaOnHand,
      reserved: before.reserved + change.deltaReserved,
    };
    if (after.onHand < 0 || after.reserved < 0 || after.reserved > after.onHand) {
      throw insufficientStockOf(change, before);
    }
    running.set(change.skuId, after);
    return { change, before, after };
  });
}

/**
 * Applies `changes` (in the order given) to SKUs the caller locked with lockSkus, in the caller's
 * transaction; throws 42201 / 40400 and writes nothing when one cannot be made.
 */
export async function applyStockChanges(
  tx: Db,
  locked: ReadonlyMap<number, LockedSku>,
  changes: readonly StockChange[],
): Promise<WrittenChange[]> {
  const planned = plan(locked, changes);
  if (planned.length === 0) return [];
  const now = clockNow().toISOString();
  const totals = new Map<number, { id: number; onHand: number; reserved: number }>();
  for (const { change } of planned) {
    const total = totals.get(change.skuId) ?? { id: change.skuId, onHand: 0, reserved: 0 };
    total.onHand += change.deltaOnHand;
    total.reserved += change.deltaReserved;
    totals.set(change.skuId, total);
  }
  // The WHERE keeps applyStockChange's invariants, though the checks above make them hold already.
  const moved = rowsOf<{ id: number }>(
    await tx.execute(sql`
      UPDATE product_sku AS s
      SET on_hand = s.on_hand + v."onHand", reserved = s.reserved + v.reserved, updated_at = ${now}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify([...totals.values()])}::jsonb) AS v(id int, "onHand" int, reserved int)
      WHERE s.id = v.id AND s.deleted_at IS NULL
        AND s.on_hand + v."onHand" >= 0 AND s.reserved + v.reserved >= 0
        AND s.reserved + v.reserved <= s.on_hand + v."onHand"
      RETURNING s.id`),
  );
  if (moved.length !== totals.size) throw new Error('a locked SKU moved under its lock');
  const ledger = planned.map(({ change, after }, n) => ({ n, ...movementOf(change, after) }));
  // Ids follow the ORDER BY, so each SKU's rows chain in the order the changes were checked.
  const inserted = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      INSERT INTO stock_movement (sku_id, type, reason, delta_on_hand, delta_reserved, on_hand_after,
        reserved_after, ref_type, ref_id, note, actor_id, idempotency_key, request_hash, created_at)
      SELECT "skuId", type, reason, "deltaOnHand", "deltaReserved", "onHandAfter", "reservedAfter",
        "refType", "refId", note, "actorId", "idempotencyKey", "requestHash", ${now}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(ledger)}::jsonb) AS r(n int, "skuId" int, type text,
        reason text, "deltaOnHand" int, "deltaReserved" int, "onHandAfter" int, "reservedAfter" int,
        "refType" text, "refId" text, note text, "actorId" int, "idempotencyKey" text, "requestHash" text)
      ORDER BY n
      RETURNING id`),
  );
  const ids = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
  return planned.map((written, i) => ({ ...written, movementId: ids[i] as number }));
}
