import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retryOnDeadlock } from '../../db/pg-errors.js';
import { orderLine, payment, shopOrder } from '../../db/schema.js';
import { refuse } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';
import { releaseStock } from '../inventory/stock.service.js';
import { uncountCancelledOrder } from './customer-totals.js';
import { auditOrder, writeEvent } from './order-events.js';
import { moveHeldStock } from './order-line-stock.js';
import { lockOrderFor, type OrderActor, touchOrder } from './order-lock.js';
import { returnPointsOnCancel } from './order-points.service.js';
import { planRefund, writeRefund } from './order-refund.service.js';

export interface CancelOptions {
  reason: string;
  /** The actor may execute refunds (access `refund`); a paid order cannot be cancelled without it. */
  mayRefund: boolean;
}

/**
 * PENDING_PAYMENT or PAID → CANCELLED (domain.md 2.2), by staff or by the unpaid-order job. What was
 * paid and not yet refunded is refunded in full (lines and shipping), every reservation still
 * held goes back (RELEASE), waiting online payments close, and the customer's order count drops.
 */
export async function cancelInTx(
  tx: Db,
  actor: OrderActor,
  orderId: number,
  options: CancelOptions,
): Promise<void> {
  const order = await lockOrderFor(tx, orderId, 'cancel');
  if (order.status === 'PAID' && !options.mayRefund) {
    throw refuse(Codes.FORBIDDEN, 'order.paidCancelNeedsRefund');
  }
  let refunded = 0;
  if (order.paidAmount - order.refundedAmount > 0) {
    const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, orderId));
    const plan = await planRefund(tx, order, {
      lines: lines
        .filter((l) => l.quantity > l.refundedQuantity)
        .map((l) => ({ lineId: l.id, quantity: l.quantity - l.refundedQuantity })),
      shipping: order.shippingFee - order.refundedShipping,
      reason: options.reason,
    });
    await writeRefund(tx, actor, order, plan, { reason: options.reason });
    refunded = plan.amount;
  }
  // Whatever is still reserved (an unpaid order, or lines a lowered refund left unrefunded).
  await moveHeldStock(tx, actor, order, releaseStock);
  await tx
    .update(payment)
    .set({ status: 'CLOSED' })
    .where(and(eq(payment.orderId, orderId), eq(payment.status, 'WAITING')));
  await tx
    .update(shopOrder)
    .set({
      status: 'CANCELLED',
      cancelledAt: clockNow(),
      cancelReason: options.reason,
      autoCloseAt: null,
      ...touchOrder(actor),
    })
    .where(eq(shopOrder.id, orderId));
  await uncountCancelledOrder(tx, order);
  // A paid order's refund above gave its points back already; an unpaid one's come back here.
  const pointsBack = await returnPointsOnCancel(tx, actor, order);
  await writeEvent(tx, orderId, actor, {
    type: 'CANCELLED',
    from: order.status,
    to: 'CANCELLED',
    message: options.reason,
    data: { auto: !actor, refunded, ...(pointsBack > 0 ? { pointsBack } : {}) },
  });
  await auditOrder(tx, actor, 'cancel', orderId, {
    before: { status: order.status },
    after: { status: 'CANCELLED', reason: options.reason, refunded },
  });
}

export function cancelOrder(
  db: Db,
  actor: OrderActor,
  orderId: number,
  options: CancelOptions,
): Promise<void> {
  return retryOnDeadlock(() => db.transaction((tx) => cancelInTx(tx, actor, orderId, options)));
}
