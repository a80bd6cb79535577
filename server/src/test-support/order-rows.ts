import type { OrderEventType, OrderStatus, PaymentChannel, PaymentStatus } from '@shop/contract/areas/order';
import { kindOfChannel } from '@shop/contract/areas/order';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderEvent, orderLine, payment, refund, shopOrder } from '../db/schema.js';
import { insertProduct } from './catalogue-rows.js';

/**
 * Orders, payments, refunds and timeline events written straight into the tables, for tests of
 * the areas that read them (the pay list, the customer's timeline) without the order services.
 * Each row keeps the CHECKs: total = subtotal + shipping − discount, refunded ≤ paid ≤ total,
 * one successful payment per order; a successful payment sets the order's paid amount and a
 * successful refund adds to the payment's and the order's refunded amounts.
 */

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** One on-sale product with one SKU, to hang order lines on. */
export async function insertSellable(db: Db, code = 'TEST-SKU', price = 1000) {
  const { productId, skuIds } = await insertProduct(db, {
    title: `Product ${code}`,
    skus: [{ code, price }],
  });
  return { productId, skuId: skuIds[0] as number, price };
}

export interface OrderSeed {
  customerId: number;
  sku: { productId: number; skuId: number };
  unitPrice?: number;
  quantity?: number;
  shippingFee?: number;
  discount?: number;
  status?: OrderStatus;
  /** Seconds before now; default: now. */
  placedSecondsAgo?: number;
}

export interface SeededOrder {
  id: number;
  orderNo: string;
  total: number;
  lineId: number;
}

export async function insertOrder(db: Db, seed: OrderSeed): Promise<SeededOrder> {
  const unitPrice = seed.unitPrice ?? 1000;
  const quantity = seed.quantity ?? 1;
  const subtotal = unitPrice * quantity;
  const shippingFee = seed.shippingFee ?? 0;
  const discount = seed.discount ?? 0;
  const total = subtotal + shippingFee - discount;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(shopOrder)
      .values({
        customerId: seed.customerId,
        status: seed.status ?? 'PENDING_PAYMENT',
        itemCount: quantity,
        subtotal,
        shippingFee,
        discount,
        total,
        receiverName: 'Test Receiver',
        receiverPhone: '5550100',
        receiverCity: 'Testville',
        receiverLine: '1 Test Street',
        placedAt: ago(seed.placedSecondsAgo ?? 0),
      })
      .returning({ id: shopOrder.id, orderNo: shopOrder.orderNo });
    if (!order) throw new Error('order insert returned no row');
    const [line] = await tx
      .insert(orderLine)
      .values({
        orderId: order.id,
        skuId: seed.sku.skuId,
        productId: seed.sku.productId,
        title: 'Test product',
        skuCode: 'TEST',
        optionValues: [],
        unitPrice,
        quantity,
        lineTotal: subtotal,
      })
      .returning({ id: orderLine.id });
    if (!line) throw new Error('order line insert returned no row');
    return { id: order.id, orderNo: order.orderNo, total, lineId: line.id };
  });
}

const successLike: readonly PaymentStatus[] = ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED'];

export interface PaymentSeed {
  order: SeededOrder;
  customerId: number;
  channel?: PaymentChannel;
  status?: PaymentStatus;
  /** Default: the order's total. */
  amount?: number;
  reference?: string | null;
  note?: string;
  recordedBy?: number | null;
  createdSecondsAgo?: number;
}

/** A payment of the order; a successful one also becomes the order's paid amount. */
export async function insertPayment(db: Db, seed: PaymentSeed): Promise<{ id: number; payNo: string }> {
  const status = seed.status ?? 'SUCCESS';
  const amount = seed.amount ?? seed.order.total;
  const channel = seed.channel ?? 'CASH';
  const paid = successLike.includes(status);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payment)
      .values({
        orderId: seed.order.id,
        customerId: seed.customerId,
        channel,
        kind: kindOfChannel(channel),
        status,
        amount,
        reference: seed.reference ?? null,
        note: seed.note ?? '',
        paidAt: paid ? ago(seed.createdSecondsAgo ?? 0) : null,
        recordedBy: seed.recordedBy ?? null,
        createdAt: ago(seed.createdSecondsAgo ?? 0),
      })
      .returning({ id: payment.id, payNo: payment.payNo });
    if (!row) throw new Error('payment insert returned no row');
    if (paid) await tx.update(shopOrder).set({ paidAmount: amount }).where(eq(shopOrder.id, seed.order.id));
    return row;
  });
}

export interface RefundSeed {
  order: SeededOrder;
  paymentId: number;
  amount: number;
  status?: 'PENDING' | 'SUCCESS' | 'FAILED';
  reason?: string;
  createdBy?: number | null;
  createdSecondsAgo?: number;
  lines?: { lineId: number; quantity: number }[];
}

/** A refund of the payment; a successful one adds to the payment's and the order's refunded amounts. */
export async function insertRefund(db: Db, seed: RefundSeed): Promise<{ id: number; refundNo: string }> {
  const status = seed.status ?? 'SUCCESS';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(refund)
      .values({
        paymentId: seed.paymentId,
        orderId: seed.order.id,
        status,
        amount: seed.amount,
        lines: seed.lines ?? [],
        reason: seed.reason ?? 'Test refund',
        createdBy: seed.createdBy ?? null,
        createdAt: ago(seed.createdSecondsAgo ?? 0),
      })
      .returning({ id: refund.id, refundNo: refund.refundNo });
    if (!row) throw new Error('refund insert returned no row');
    if (status === 'SUCCESS') {
      const refunded = sql`${payment.refundedAmount} + ${seed.amount}::bigint`;
      await tx
        .update(payment)
        .set({
          refundedAmount: refunded,
          status: sql`CASE WHEN ${refunded} = ${payment.amount} THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
        })
        .where(eq(payment.id, seed.paymentId));
      await tx
        .update(shopOrder)
        .set({ refundedAmount: sql`${shopOrder.refundedAmount} + ${seed.amount}::bigint` })
        .where(eq(shopOrder.id, seed.order.id));
    }
    return row;
  });
}

export interface EventSeed {
  orderId: number;
  type: OrderEventType;
  message?: string;
  actorId?: number | null;
  /** Seconds before now; default: now. */
  secondsAgo?: number;
}

export async function insertOrderEvents(db: Db, events: EventSeed[]): Promise<number[]> {
  const rows = await db
    .insert(orderEvent)
    .values(
      events.map((e) => ({
        orderId: e.orderId,
        type: e.type,
        message: e.message ?? '',
        actorId: e.actorId ?? null,
        createdAt: ago(e.secondsAgo ?? 0),
      })),
    )
    .returning({ id: orderEvent.id });
  return rows.map((r) => r.id);
}
