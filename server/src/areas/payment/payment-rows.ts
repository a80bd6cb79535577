import type {
  OrderPayment,
  OrderRefund,
  PaymentChannel,
  PaymentStatus,
  RefundLine,
  RefundRecordStatus,
} from '@shop/contract/areas/order';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { boxDraw, exchangeOrder, payment, refund, shopOrder, staffUser } from '../../db/schema.js';

/**
 * A payment and a refund as every reader shows them: the pay list here, and an order's detail
 * (the order area imports these). Staff names come through aliases, so a query that also joins
 * `staff_user` for something else does not collide with them.
 */

export const paymentRecorder = alias(staffUser, 'payment_recorder');
export const refundCreator = alias(staffUser, 'refund_creator');

/** The columns of `orderPayment`; select them with `paymentRecorder` left-joined on `recorded_by`. */
export const paymentColumns = {
  id: payment.id,
  payNo: payment.payNo,
  channel: payment.channel,
  status: payment.status,
  amount: payment.amount,
  refundedAmount: payment.refundedAmount,
  reference: payment.reference,
  note: payment.note,
  paidAt: payment.paidAt,
  recordedByName: paymentRecorder.name,
  createdAt: payment.createdAt,
};

/** The columns of `orderRefund`; select them with `refundCreator` left-joined on `created_by`. */
export const refundColumns = {
  id: refund.id,
  refundNo: refund.refundNo,
  paymentId: refund.paymentId,
  afterSaleId: refund.afterSaleId,
  status: refund.status,
  amount: refund.amount,
  shipping: refund.shipping,
  lines: refund.lines,
  reason: refund.reason,
  createdByName: refundCreator.name,
  createdAt: refund.createdAt,
};

/** Payments with who recorded them; add `.where(…)` and an order. */
export function selectPayments(db: Db) {
  return db
    .select(paymentColumns)
    .from(payment)
    .leftJoin(paymentRecorder, eq(paymentRecorder.id, payment.recordedBy));
}

/** Refunds with who made them; add `.where(…)` and an order. */
export function selectRefunds(db: Db) {
  return db
    .select(refundColumns)
    .from(refund)
    .leftJoin(refundCreator, eq(refundCreator.id, refund.createdBy));
}

/** An order's payments, oldest first (an order's detail). */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<OrderPayment[]> {
  const rows = await selectPayments(db).where(eq(payment.orderId, orderId)).orderBy(asc(payment.id));
  return rows.map(toOrderPayment);
}

/** An order's refunds, oldest first (an order's detail). */
export async function refundsOfOrder(db: Db, orderId: number): Promise<OrderRefund[]> {
  const rows = await selectRefunds(db).where(eq(refund.orderId, orderId)).orderBy(asc(refund.id));
  return rows.map(toOrderRefund);
}

/** A payment row with the fields of `paymentColumns`. */
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];
/** A refund row with the fields of `refundColumns`. */
export type RefundRow = Awaited<ReturnType<ReturnType<typeof selectRefunds>['execute']>>[number];

export function toOrderPayment(row: PaymentRow): OrderPayment {
  return {
    id: row.id,
    payNo: row.payNo,
    channel: row.channel as PaymentChannel,
    status: row.status as PaymentStatus,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    reference: row.reference,
    note: row.note,
    paidAt: row.paidAt?.toISOString() ?? null,
    recordedByName: row.recordedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    refundNo: row.refundNo,
    paymentId: row.paymentId,
    afterSaleId: row.afterSaleId,
    status: row.status as RefundRecordStatus,
    amount: row.amount,
    shipping: row.shipping,
    lines: row.lines as RefundLine[],
    reason: row.reason,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The payment recorded under this channel and reference, with what it paid: an order, an
 * exchange's cash part or a box draw. One reference names one payment (a transfer pays one thing),
 * so the order, exchange and box areas all ask here before recording one.
 */
export async function paymentOfReference(db: Db, channel: PaymentChannel, reference: string) {
  const [row] = await db
    .select({
      orderId: payment.orderId,
      orderNo: shopOrder.orderNo,
      exchangeOrderId: payment.exchangeOrderId,
      exchangeNo: exchangeOrder.exchangeNo,
      drawNo: boxDraw.drawNo,
    })
    .from(payment)
    .leftJoin(shopOrder, eq(shopOrder.id, payment.orderId))
    .leftJoin(exchangeOrder, eq(exchangeOrder.id, payment.exchangeOrderId))
    .leftJoin(boxDraw, eq(boxDraw.id, payment.boxDrawId))
    .where(and(eq(payment.channel, channel), eq(payment.reference, reference)));
  return row;
}
