import type { RefundData, RefundLine, refundBody } from '@shop/contract/areas/order';
import { refundQuote } from '@shop/contract/areas/order-refund';
import { Codes } from '@shop/contract/codes';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { retryOnDeadlock, uniqueViolationOf } from '../../db/pg-errors.js';
import { afterSale, orderLine, payment, refund, shopOrder, stockMovement } from '../../db/schema.js';
import { invalidField, refuse } from '../../http/app-error.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { releaseStock } from '../inventory/stock.service.js';
import { lockAfterSale, settleOpenAfterSales } from './after-sale-state.js';
import { addSpent } from './customer-totals.js';
import { auditOrder, writeEvent } from './order-events.js';
import { restockReturned } from './order-line-stock.js';
import { lockOrderFor, type OrderActor, type OrderRow, touchOrder } from './order-lock.js';
import { movePointsOnRefund } from './order-points.service.js';
import { findRefund } from './order-refund.table.js';

type LineRow = typeof orderLine.$inferSelect;

export interface RefundRequest {
  lines: readonly RefundLine[];
  shipping: number;
  /** Lower than the computed amount if staff say so; never higher. */
  amount?: number;
  reason: string;
  afterSaleId?: number;
  /** Put the refunded goods back on the shelf (only goods that were shipped). */
  restock?: boolean;
  idempotencyKey?: string;
}

const IDEMPOTENCY_CONSTRAINT = 'refund_idempotency_key_unique';

/**
 * A refund by line and shipping (domain.md 2.3 "Money"). The goods' share of what was paid spreads
 * the discount over the lines (unit price × quantity × (subtotal − discount) / subtotal, rounded
 * down); the whole rest when the last line and shipping go. Under the order's row lock the sum of
 * refunds cannot pass what was paid, and the payment's CHECK holds it even if a writer forgot the
 * lock. Goods refunded before shipping give their reservation back. The order keeps its status;
 * its refund status becomes PARTIAL or FULL. A retried key answers the first refund; the key with
 * another request (other lines, amount, reason, or another order) is 42206 and nothing is written
 * (http/idempotency.ts). A dry run writes nothing, so its key is neither looked up nor kept.
 */
export async function refundOrder(
  db: Db,
  actor: OrderActor,
  orderId: number,
  body: z.output<typeof refundBody>,
): Promise<RefundData> {
  const { idempotencyKey, dryRun, ...request } = body;
  const fingerprint = requestFingerprint('refundOrder', { orderId, ...request });
  const earlier = dryRun ? undefined : await replayOf(db, idempotencyKey, fingerprint);
  if (earlier) return earlier;
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const order = await lockOrderFor(tx, orderId, 'refund');
        // A twin with this key that held the order's lock first has committed by now (ADR 6): its
        // refund is answered (or 42206) rather than planned again against what it left.
        const twin = dryRun ? undefined : await replayOf(tx, idempotencyKey, fingerprint);
        if (twin) return twin;
        const plan = await planRefund(tx, order, body);
        if (dryRun) return { ...plan, refund: null, replayed: false };
        const id = await writeRefund(tx, actor, order, plan, { ...body, requestHash: fingerprint });
        const made = await findRefund(tx, idempotencyKey);
        if (!made || made.record.id !== id) throw new Error('refund just written was not found');
        return { ...plan, refund: made.record, replayed: false };
      }),
    );
  } catch (error) {
    // A twin with this key on another order committed first (same order: the lock above).
    if (uniqueViolationOf(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
    const twin = await replayOf(db, idempotencyKey, fingerprint);
    if (!twin) throw error;
    return twin;
  }
}

/** The stored refund of a key used before, if this is the request that used it; 42206 if another. */
async function replayOf(db: Db, key: string, fingerprint: string): Promise<RefundData | undefined> {
  const used = await findRefund(db, key);
  if (!used) return undefined;
  assertSameRequest(used.requestHash, fingerprint);
  return { ...planOfRecord(used.record), refund: used.record, replayed: true };
}

function planOfRecord(r: { amount: number; shipping: number }) {
  return { linesAmount: r.amount - r.shipping, shipping: r.shipping, amount: r.amount, refundable: 0 };
}

export interface RefundPlan {
  lines: { line: LineRow; quantity: number }[];
  /** Whether the lines' goods go back on the shelf (checked against what left and came back). */
  restock: boolean;
  linesAmount: number;
  shipping: number;
  amount: number;
  refundable: number;
  paymentId: number;
  afterSaleId: number | null;
}

/** Checks a refund against the locked order and works out its amount; writes nothing. */
export async function planRefund(tx: Db, order: OrderRow, request: RefundRequest): Promise<RefundPlan> {
  const [paid] = await tx
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, order.id), sql`${payment.status} IN ('SUCCESS','PARTIALLY_REFUNDED')`))
    .for('update');
  const refundable = order.paidAmount - order.refundedAmount;
  if (!paid || refundable <= 0) throw refuse(Codes.ILLEGAL_TRANSITION, 'order.nothingToRefund');
  const afterSaleRow = request.afterSaleId
    ? await lockAfterSaleForRefund(tx, order.id, request.afterSaleId)
    : null;
  const wanted =
    request.lines.length > 0 ? request.lines : ((afterSaleRow?.lines as RefundLine[] | undefined) ?? []);
  const orderLines = await tx.select().from(orderLine).where(eq(orderLine.orderId, order.id));
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  const lines = wanted.map((want, index) => {
    const line = byId.get(want.lineId);
    if (!line) throw invalidField(['lines', index, 'lineId'], 'order.lineNotOnOrder');
    const left = line.quantity - line.refundedQuantity;
    if (want.quantity > left)
      throw invalidField(['lines', index, 'quantity'], 'order.refundExceedsRemaining', { remaining: left });
    return { line, quantity: want.quantity };
  });
  const shippingLeft = order.shippingFee - order.refundedShipping;
  if (request.shipping > shippingLeft)
    throw invalidField(['shipping'], 'order.shippingExceedsRemaining', { remaining: shippingLeft });
  // The same arithmetic the console shows live (contract: order-refund.ts).
  const quote = refundQuote(
    { ...order, lines: orderLines },
    { lines: lines.map((l) => ({ lineId: l.line.id, quantity: l.quantity })), shipping: request.shipping },
  );
  const computed = quote.amount;
  const amount = request.amount ?? computed;
  if (amount > computed) throw invalidField(['amount'], 'order.refundAboveComputed', { most: computed });
  if (amount <= 0) throw invalidField(['amount'], 'order.pickSomethingToRefund');
  if (request.restock) await assertRestockable(tx, order, lines);
  return {
    lines,
    restock: Boolean(request.restock),
    linesAmount: quote.linesAmount,
    shipping: request.shipping,
    amount,
    refundable,
    paymentId: paid.id,
    afterSaleId: afterSaleRow?.id ?? null,
  };
}

/**
 * Refunded goods may go back on the shelf only if they left it: per line (one SKU per line), what
 * was sold for this order less what its after-sales and refunds restocked already, both read
 * from the stock ledger (the order's lock keeps them still). So a unit is restocked once, whether
 * by receiving a return or by a refund, and goods refunded before shipping (released, never sold)
 * never are.
 */
async function assertRestockable(tx: Db, order: OrderRow, lines: RefundPlan['lines']) {
  if (order.status === 'PAID') throw invalidField(['restock'], 'order.restockBeforeShipping');
  if (lines.length === 0) return;
  const rows = await tx
    .select({
      skuId: stockMovement.skuId,
      sold: sql<number>`coalesce(sum(-${stockMovement.deltaOnHand}) FILTER (WHERE ${stockMovement.type} = 'SALE'), 0)::int`,
      restocked: sql<number>`coalesce(sum(${stockMovement.deltaOnHand}) FILTER (WHERE ${stockMovement.type} = 'RESTOCK'), 0)::int`,
    })
    .from(stockMovement)
    .where(
      and(
        inArray(
          stockMovement.skuId,
          lines.map((l) => l.line.skuId),
        ),
        or(
          and(eq(stockMovement.refType, 'order'), eq(stockMovement.refId, order.orderNo)),
          and(
            eq(stockMovement.refType, 'after_sale'),
            inArray(
              stockMovement.refId,
              tx.select({ no: afterSale.afterSaleNo }).from(afterSale).where(eq(afterSale.orderId, order.id)),
            ),
          ),
          and(
            eq(stockMovement.refType, 'refund'),
            inArray(
              stockMovement.refId,
              tx.select({ no: refund.refundNo }).from(refund).where(eq(refund.orderId, order.id)),
            ),
          ),
        ),
      ),
    )
    .groupBy(stockMovement.skuId);
  const bySku = new Map(rows.map((r) => [r.skuId, r.sold - r.restocked]));
  lines.forEach(({ line, quantity }, index) => {
    const remaining = Math.max(0, bySku.get(line.skuId) ?? 0);
    if (quantity > remaining)
      throw invalidField(['lines', index, 'quantity'], 'order.restockExceedsReturned', {
        remaining,
        skuCode: line.skuCode,
      });
  });
}

async function lockAfterSaleForRefund(tx: Db, orderId: number, afterSaleId: number) {
  const row = await lockAfterSale(tx, afterSaleId, 'refund');
  if (row.orderId !== orderId) throw invalidField(['afterSaleId'], 'order.afterSaleOfAnotherOrder');
  return row;
}

/** Writes a planned refund in the caller's transaction (the refund route, and cancelling a paid order). */
export async function writeRefund(
  tx: Db,
  actor: OrderActor,
  order: OrderRow,
  plan: RefundPlan,
  request: Pick<RefundRequest, 'reason' | 'idempotencyKey'> & { requestHash?: string },
): Promise<number> {
  const [paid] = await tx
    .update(payment)
    .set({
      refundedAmount: sql`${payment.refundedAmount} + ${plan.amount}::bigint`,
      status: sql`CASE WHEN ${payment.refundedAmount} + ${plan.amount}::bigint = ${payment.amount} THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
    })
    .where(
      and(
        eq(payment.id, plan.paymentId),
        sql`${payment.refundedAmount} + ${plan.amount}::bigint <= ${payment.amount}`,
      ),
    )
    .returning({ id: payment.id });
  if (!paid) throw refuse(Codes.ILLEGAL_TRANSITION, 'order.refundExceedsPaid');
  const lines = plan.lines.map((l) => ({ lineId: l.line.id, quantity: l.quantity }));
  const [row] = await tx
    .insert(refund)
    .values({
      paymentId: plan.paymentId,
      orderId: order.id,
      afterSaleId: plan.afterSaleId,
      status: 'SUCCESS',
      amount: plan.amount,
      shipping: plan.shipping,
      lines,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash: request.idempotencyKey ? (request.requestHash ?? null) : null,
      createdBy: actor?.staffUserId ?? null,
      createdAt: clockNow(),
    })
    .returning({ id: refund.id, refundNo: refund.refundNo });
  if (!row) throw new Error('refund insert returned no row');
  for (const l of plan.lines) {
    await tx
      .update(orderLine)
      .set({ refundedQuantity: sql`${orderLine.refundedQuantity} + ${l.quantity}::int` })
      .where(eq(orderLine.id, l.line.id));
  }
  const refunded = order.refundedAmount + plan.amount;
  await tx
    .update(shopOrder)
    .set({
      refundedAmount: refunded,
      refundedShipping: order.refundedShipping + plan.shipping,
      refundStatus: refunded === order.paidAmount ? 'FULL' : 'PARTIAL',
      ...touchOrder(actor),
    })
    .where(eq(shopOrder.id, order.id));
  // Goods refunded before they left: their reservation goes back on the shelf.
  if (order.status === 'PAID') {
    for (const l of [...plan.lines].sort((a, b) => a.line.skuId - b.line.skuId)) {
      await releaseStock(tx, {
        skuId: l.line.skuId,
        quantity: l.quantity,
        refType: 'order',
        refId: order.orderNo,
        actorId: actor?.staffUserId ?? null,
      });
    }
  }
  if (plan.restock) {
    await restockReturned(tx, actor, order.id, plan.lines, { refType: 'refund', refundNo: row.refundNo });
  }
  await addSpent(tx, order.customerId, -plan.amount);
  await movePointsOnRefund(tx, actor, order, { id: row.id, amount: plan.amount });
  if (plan.afterSaleId) await settleOpenAfterSales(tx, actor, order.id, plan.afterSaleId, 'REFUNDED');
  await writeEvent(tx, order.id, actor, {
    type: 'REFUNDED',
    message: request.reason,
    data: { refundNo: row.refundNo, amount: plan.amount, shipping: plan.shipping },
  });
  await auditOrder(tx, actor, 'refund', order.id, {
    before: { refundedAmount: order.refundedAmount },
    after: { refundedAmount: refunded, refundId: row.id, lines, restock: plan.restock },
  });
  return row.id;
}
