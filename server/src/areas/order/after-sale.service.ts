import {
  AFTER_SALE_WINDOW_DAYS,
  type AfterSaleAction,
  type afterSaleRequestBody,
} from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { afterSale, orderLine } from '../../db/schema.js';
import { invalidField, refuse } from '../../http/app-error.js';
import { recordAudit } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import {
  type AfterSaleRow,
  lockAfterSale,
  refreshOpenFlag,
  settleOpenAfterSales,
} from './after-sale-state.js';
import { writeEvent } from './order-events.js';
import { restockReturned } from './order-line-stock.js';
import { lockOrder, lockOrderFor, type OrderActor } from './order-lock.js';

/**
 * After-sales (domain.md 2.2, merged to what staff handle): a request is approved or rejected;
 * a return is then received (its goods optionally back in stock, a RESTOCK record); a refund
 * (order-refund.service.ts) settles it. While one is open the order shows under REFUNDING.
 */
export async function requestAfterSale(
  db: Db,
  actor: OrderActor,
  orderId: number,
  body: z.output<typeof afterSaleRequestBody>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, orderId, 'requestAfterSale');
    const windowEnd = order.completedAt && order.completedAt.getTime() + AFTER_SALE_WINDOW_DAYS * 86_400_000;
    if (windowEnd && windowEnd < clockNow().getTime()) {
      throw refuse(Codes.ILLEGAL_TRANSITION, 'order.afterSaleWindowClosed', { days: AFTER_SALE_WINDOW_DAYS });
    }
    if (body.type === 'RETURN_REFUND' && order.status === 'PAID') {
      throw invalidField(['type'], 'order.returnBeforeShipping');
    }
    const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
    body.lines.forEach((want, index) => {
      const line = lines.find((l) => l.id === want.lineId);
      if (!line) throw invalidField(['lines', index, 'lineId'], 'order.lineNotOnOrder');
      const left = line.quantity - line.refundedQuantity;
      if (want.quantity > left)
        throw invalidField(['lines', index, 'quantity'], 'order.claimExceedsRemaining', { remaining: left });
    });
    const [row] = await tx
      .insert(afterSale)
      .values({
        orderId,
        type: body.type,
        lines: body.lines,
        reason: body.reason,
        handledBy: actor?.staffUserId ?? null,
        createdAt: clockNow(),
        updatedAt: clockNow(),
      })
      .returning({ id: afterSale.id, afterSaleNo: afterSale.afterSaleNo });
    if (!row) throw new Error('after_sale insert returned no row');
    await refreshOpenFlag(tx, orderId);
    await writeEvent(tx, orderId, actor, {
      type: 'AFTER_SALE_REQUESTED',
      message: body.reason,
      data: { afterSaleNo: row.afterSaleNo, type: body.type },
    });
    await audit(tx, actor, 'after_sale_request', row.id, null, {
      orderId,
      type: body.type,
      lines: body.lines,
    });
    return row.id;
  });
}

/** Locks the after-sale's order, then the after-sale, and checks the action. */
async function lockBoth(tx: Db, afterSaleId: number, action: AfterSaleAction): Promise<AfterSaleRow> {
  const [peek] = await tx
    .select({ orderId: afterSale.orderId })
    .from(afterSale)
    .where(eq(afterSale.id, afterSaleId));
  if (peek) await lockOrder(tx, peek.orderId);
  return lockAfterSale(tx, afterSaleId, action);
}

export function approveAfterSale(db: Db, actor: OrderActor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockBoth(tx, id, 'approve');
    await settleOpenAfterSales(tx, actor, row.orderId, id, 'APPROVED');
    await audit(tx, actor, 'after_sale_approve', id, { status: row.status }, { status: 'APPROVED' });
    return row.orderId;
  });
}

export function rejectAfterSale(db: Db, actor: OrderActor, id: number, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockBoth(tx, id, 'reject');
    await settleOpenAfterSales(tx, actor, row.orderId, id, 'REJECTED', {
      message: reason,
      rejectReason: reason,
    });
    await audit(tx, actor, 'after_sale_reject', id, { status: row.status }, { status: 'REJECTED', reason });
    return row.orderId;
  });
}

export function cancelAfterSale(db: Db, actor: OrderActor, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockBoth(tx, id, 'cancel');
    await settleOpenAfterSales(tx, actor, row.orderId, id, 'CANCELLED');
    await audit(tx, actor, 'after_sale_cancel', id, { status: row.status }, { status: 'CANCELLED' });
    return row.orderId;
  });
}

/** The returned goods arrived; with `restock`, each line's quantity goes back on the shelf. */
export function receiveAfterSale(db: Db, actor: OrderActor, id: number, restock: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockBoth(tx, id, 'receive');
    if (row.type !== 'RETURN_REFUND') {
      throw refuse(Codes.ILLEGAL_TRANSITION, 'order.refundOnlyNotReceived');
    }
    await settleOpenAfterSales(tx, actor, row.orderId, id, 'RECEIVED', { restocked: restock });
    if (restock) await restockLines(tx, actor, row);
    await audit(tx, actor, 'after_sale_receive', id, { status: row.status }, { status: 'RECEIVED', restock });
    return row.orderId;
  });
}

async function restockLines(tx: Db, actor: OrderActor, row: AfterSaleRow): Promise<void> {
  const wanted = row.lines as { lineId: number; quantity: number }[];
  const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, row.orderId));
  const moves = wanted
    .map((w) => ({ line: lines.find((l) => l.id === w.lineId), quantity: w.quantity }))
    .filter((m): m is { line: (typeof lines)[number]; quantity: number } => Boolean(m.line));
  await restockReturned(tx, actor, row.orderId, moves, {
    refType: 'after_sale',
    afterSaleNo: row.afterSaleNo,
  });
}

async function audit(tx: Db, actor: OrderActor, action: string, id: number, before: unknown, after: unknown) {
  if (actor) await recordAudit(tx, { actor, action, entity: 'after_sale', entityId: id, before, after });
}
