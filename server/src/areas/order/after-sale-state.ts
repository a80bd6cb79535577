import {
  type AfterSaleAction,
  type AfterSaleStatus,
  afterSaleActionsFrom,
  type OrderEventType,
  openAfterSaleStatuses,
} from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import type { MessageKey } from '@shop/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterSale, shopOrder } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';
import { writeEvent } from './order-events.js';
import type { OrderActor } from './order-lock.js';

export type AfterSaleRow = typeof afterSale.$inferSelect & { status: AfterSaleStatus };

/** The 42203 message of each after-sale step refused from the after-sale's status. */
const illegalStepKeys = {
  approve: 'order.afterSaleCannotApprove',
  reject: 'order.afterSaleCannotReject',
  receive: 'order.afterSaleCannotReceive',
  cancel: 'order.afterSaleCannotCancel',
  refund: 'order.afterSaleCannotRefund',
} as const satisfies Record<AfterSaleAction, MessageKey>;

/** Locks an after-sale (after its order: callers lock the order first) and checks the action. */
export async function lockAfterSale(tx: Db, id: number, action: AfterSaleAction): Promise<AfterSaleRow> {
  const [row] = await tx.select().from(afterSale).where(eq(afterSale.id, id)).for('update');
  if (!row) throw notFound('order.afterSaleNotFound');
  const allowed: readonly string[] = afterSaleActionsFrom[action];
  if (!allowed.includes(row.status)) {
    throw refuseWith(
      Codes.ILLEGAL_TRANSITION,
      { afterSaleNo: row.afterSaleNo, status: row.status },
      illegalStepKeys[action],
      { status: row.status, allowed: allowed.join(', ') },
    );
  }
  return row as AfterSaleRow;
}

const eventOf: Partial<Record<AfterSaleStatus, OrderEventType>> = {
  APPROVED: 'AFTER_SALE_APPROVED',
  REJECTED: 'AFTER_SALE_REJECTED',
  RECEIVED: 'AFTER_SALE_RECEIVED',
  CANCELLED: 'AFTER_SALE_CANCELLED',
};

/**
 * Moves one after-sale to `to`, keeps the order's REFUNDING flag true while any of its
 * after-sales is still open, and writes the timeline (REFUNDED writes its own event).
 */
export async function settleOpenAfterSales(
  tx: Db,
  actor: OrderActor,
  orderId: number,
  afterSaleId: number,
  to: AfterSaleStatus,
  extra: { message?: string; rejectReason?: string; restocked?: boolean } = {},
): Promise<void> {
  const [row] = await tx
    .update(afterSale)
    .set({
      status: to,
      ...(extra.rejectReason !== undefined ? { rejectReason: extra.rejectReason } : {}),
      ...(extra.restocked !== undefined ? { restocked: extra.restocked } : {}),
      handledBy: actor?.staffUserId ?? null,
      version: sql`${afterSale.version} + 1`,
      updatedAt: clockNow(),
    })
    .where(eq(afterSale.id, afterSaleId))
    .returning({ afterSaleNo: afterSale.afterSaleNo, type: afterSale.type });
  await refreshOpenFlag(tx, orderId);
  const type = eventOf[to];
  if (row && type) {
    await writeEvent(tx, orderId, actor, {
      type,
      message: extra.message ?? '',
      data: { afterSaleNo: row.afterSaleNo, type: row.type, restocked: extra.restocked ?? null },
    });
  }
}

/** has_open_after_sale = some after-sale of the order is REQUESTED, APPROVED or RECEIVED. */
export async function refreshOpenFlag(tx: Db, orderId: number): Promise<void> {
  const open = tx
    .select({ one: sql`1` })
    .from(afterSale)
    .where(and(eq(afterSale.orderId, orderId), inArray(afterSale.status, [...openAfterSaleStatuses])));
  await tx
    .update(shopOrder)
    .set({ hasOpenAfterSale: sql`EXISTS (${open})` })
    .where(eq(shopOrder.id, orderId));
}
