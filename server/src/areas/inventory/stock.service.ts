import type { AdjustReason, InsufficientStockData, MovementType } from '@shop/contract/areas/inventory';
import { Codes } from '@shop/contract/codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSku, stockMovement } from '../../db/schema.js';
import { type AppError, notFound, refuseWith } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';

/**
 * The one way stock changes (domain.md §2.3). A change is a conditional UPDATE of the SKU's
 * balances, whose WHERE holds the invariants (on_hand ≥ 0, 0 ≤ reserved ≤ on_hand), and the
 * ledger row with the balances after it, in the caller's transaction. Under READ COMMITTED a
 * second UPDATE of the same row waits for the first to commit and then re-checks its WHERE
 * against the new balances, so two buyers can never both take the last unit: the loser updates
 * no row and gets 42201. Callers touching several SKUs take them in id order (no deadlocks).
 */
export interface StockChange {
  skuId: number;
  type: MovementType;
  deltaOnHand: number;
  deltaReserved: number;
  /** Required for ADJUSTMENT (the table's CHECK insists too). */
  reason?: AdjustReason | null;
  refType?: string | null;
  refId?: string | null;
  note?: string;
  /** null: the system (a job, demo data). */
  actorId: number | null;
  /** Unique across the ledger: a retried change with the same key fails on it instead of repeating. */
  idempotencyKey?: string | null;
  /** The fingerprint of the request that used the key (http/idempotency.ts). */
  requestHash?: string | null;
}

export type MovementRow = typeof stockMovement.$inferSelect;

/**
 * How many units a refused change asked for: what it would reserve, else what it would take off
 * the shelf (a removal, a count below the reserved units, a sale).
 */
function requestedBy(change: StockChange): number {
  return change.deltaReserved > 0 ? change.deltaReserved : Math.abs(change.deltaOnHand);
}

/** 42201 for `change` against the SKU's balances, so the console can say how many are left. */
export function insufficientStockOf(
  change: StockChange,
  sku: { code: string; onHand: number; reserved: number },
): AppError {
  const data: InsufficientStockData = {
    skuId: change.skuId,
    skuCode: sku.code,
    onHand: sku.onHand,
    reserved: sku.reserved,
    available: sku.onHand - sku.reserved,
  };
  return refuseWith(Codes.INSUFFICIENT_STOCK, data, 'inventory.insufficientStock', {
    sku: sku.code,
    available: data.available,
    requested: requestedBy(change),
  });
}

/** 42201 with the SKU's balances as they stand (40400 when it is gone). */
async function insufficientStock(tx: Db, change: StockChange): Promise<AppError> {
  const [sku] = await tx
    .select({ code: productSku.code, onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(and(eq(productSku.id, change.skuId), isNull(productSku.deletedAt)));
  if (!sku) return notFound('inventory.skuNotFound');
  return insufficientStockOf(change, sku);
}

/** The ledger row of a change, given the SKU's balances after it (one writer or the batch writer). */
export function movementOf(change: StockChange, after: { onHand: number; reserved: number }) {
  return {
    skuId: change.skuId,
    type: change.type,
    reason: change.reason ?? null,
    deltaOnHand: change.deltaOnHand,
    deltaReserved: change.deltaReserved,
    onHandAfter: after.onHand,
    reservedAfter: after.reserved,
    refType: change.refType ?? null,
    refId: change.refId ?? null,
    note: change.note ?? '',
    actorId: change.actorId,
    idempotencyKey: change.idempotencyKey ?? null,
    requestHash: change.requestHash ?? null,
  };
}

/** Applies one change in the caller's transaction; throws 42201 (or 40400) and writes nothing when it cannot. */
export async function applyStockChange(tx: Db, change: StockChange): Promise<MovementRow> {
  const onHand = sql`${productSku.onHand} + ${change.deltaOnHand}::int`;
  const reserved = sql`${productSku.reserved} + ${change.deltaReserved}::int`;
  const [balance] = await tx
    .update(productSku)
    .set({ onHand: sql`${onHand}`, reserved: sql`${reserved}`, updatedAt: clockNow() })
    .where(
      and(
        eq(productSku.id, change.skuId),
        isNull(productSku.deletedAt),
        sql`${onHand} >= 0 AND ${reserved} >= 0 AND ${reserved} <= ${onHand}`,
      ),
    )
    .returning({ onHand: productSku.onHand, reserved: productSku.reserved });
  if (!balance) throw await insufficientStock(tx, change);
  const [movement] = await tx
    .insert(stockMovement)
    .values({ ...movementOf(change, balance), createdAt: clockNow() })
    .returning();
  if (!movement) throw new Error('stock_movement insert returned no row');
  return movement;
}

/** Locks the SKU's row for the rest of the transaction and reads its balances (404 when gone). */
export async function lockSku(tx: Db, skuId: number): Promise<{ onHand: number; reserved: number }> {
  const [sku] = await tx
    .select({ onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(and(eq(productSku.id, skuId), isNull(productSku.deletedAt)))
    .for('update');
  if (!sku) throw notFound('inventory.skuNotFound');
  return sku;
}

/** Who and why behind an order's stock change. */
export interface OrderStockRef {
  skuId: number;
  quantity: number;
  refType: string;
  refId: string;
  actorId: number | null;
  idempotencyKey?: string | null;
}

/** Holds `quantity` for an order: reserved += q when at least q are available, else 42201. */
export function reserveStock(tx: Db, ref: OrderStockRef): Promise<MovementRow> {
  return applyStockChange(tx, { ...ref, type: 'RESERVE', deltaOnHand: 0, deltaReserved: ref.quantity });
}

/** Gives a reservation back (order cancelled or closed unpaid). */
export function releaseStock(tx: Db, ref: OrderStockRef): Promise<MovementRow> {
  return applyStockChange(tx, { ...ref, type: 'RELEASE', deltaOnHand: 0, deltaReserved: -ref.quantity });
}

/** Reserved goods leave the shop (order shipped): on_hand and reserved both fall by q. */
export function sellStock(tx: Db, ref: OrderStockRef): Promise<MovementRow> {
  return applyStockChange(tx, {
    ...ref,
    type: 'SALE',
    deltaOnHand: -ref.quantity,
    deltaReserved: -ref.quantity,
  });
}

/** Returned goods back on the shelf. */
export function restockStock(tx: Db, ref: OrderStockRef): Promise<MovementRow> {
  return applyStockChange(tx, { ...ref, type: 'RESTOCK', deltaOnHand: ref.quantity, deltaReserved: 0 });
}
