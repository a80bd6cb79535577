import { Codes } from '@shop/contract/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retryOnDeadlock, uniqueViolationOf } from '../../db/pg-errors.js';
import { auditLog, exchangeItem, exchangeOrder, payment, refund } from '../../db/schema.js';
import { invalidField, refuse } from '../../http/app-error.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { releaseStock, sellStock } from '../inventory/stock.service.js';
import { reverseEvent } from '../point/point-ledger.js';
import {
  assertExchangeAction,
  auditExchange,
  type ExchangeActor,
  type ExchangeOrderRow,
  lockExchangeOrder,
  paidPaymentOf,
  touchExchange,
} from './exchange-lock.js';
import {
  assertReferenceFree,
  type ExchangePaymentInput,
  insertExchangePayment,
  REFERENCE_CONSTRAINT,
} from './exchange-payment.js';

/**
 * The transitions after placing (domain.md 2.2), each one transaction under the order's row lock:
 * pay (PENDING_PAYMENT → TO_SHIP, or COMPLETED for a virtual item), ship (TO_SHIP → SHIPPED, the
 * reserved goods sold), complete (SHIPPED → COMPLETED), cancel (PENDING_PAYMENT or TO_SHIP →
 * CANCELLED, giving points, quota, stock and paid cash back). Anything else is 42203.
 */

export interface PayExchangeInput extends ExchangePaymentInput {
  idempotencyKey: string;
}

/**
 * Records the cash part. The key (kept on the pay audit row with the request's fingerprint) makes
 * a retry answer `replayed`; the key with another request is 42206. A reference already used
 * elsewhere is a field error naming what it paid.
 */
export async function payExchange(
  db: Db,
  actor: ExchangeActor,
  id: number,
  input: PayExchangeInput,
): Promise<{ replayed: boolean }> {
  const { idempotencyKey, ...request } = input;
  const fingerprint = requestFingerprint('payExchangeOrder', { id, ...request });
  try {
    return await db.transaction(async (tx) => {
      const order = await lockExchangeOrder(tx, id);
      const stored = await payKeyHash(tx, id, idempotencyKey);
      if (stored !== undefined) {
        assertSameRequest(stored, fingerprint);
        return { replayed: true };
      }
      assertExchangeAction(order, 'pay');
      if (input.paidAt && input.paidAt.getTime() > clockNow().getTime() + 60_000)
        throw invalidField(['paidAt'], 'order.paymentInFuture');
      await assertReferenceFree(tx, input, id, ['reference']);
      const pay = await insertExchangePayment(tx, actor, order, input);
      const status = order.skuId === null ? 'COMPLETED' : 'TO_SHIP';
      await tx
        .update(exchangeOrder)
        .set({
          status,
          paidAt: pay.paidAt,
          ...(status === 'COMPLETED' ? { completedAt: clockNow() } : {}),
          ...touchExchange(actor),
        })
        .where(eq(exchangeOrder.id, id));
      await auditExchange(tx, actor, 'pay', id, {
        before: { status: order.status },
        after: {
          status,
          paymentId: pay.id,
          idempotencyKey,
          requestHash: fingerprint,
          data: { channel: input.channel, reference: input.reference || null, amount: order.cashTotal },
        },
      });
      return { replayed: false };
    });
  } catch (error) {
    if (uniqueViolationOf(error) === REFERENCE_CONSTRAINT)
      await assertReferenceFree(db, input, null, ['reference']);
    throw error;
  }
}

/** The fingerprint this order's payment stored with `key` (null: none), or undefined when none used it. */
async function payKeyHash(tx: Db, id: number, key: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'exchange_order'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, 'pay'),
        sql`${auditLog.after}->>'idempotencyKey' = ${key}`,
      ),
    );
  if (!row) return undefined;
  const hash = (row.after as Record<string, unknown> | null)?.requestHash;
  return typeof hash === 'string' ? hash : null;
}

export async function shipExchange(
  db: Db,
  actor: ExchangeActor,
  id: number,
  input: { carrier: string; trackingNo: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockExchangeOrder(tx, id);
    assertExchangeAction(order, 'ship');
    if (order.skuId === null) throw refuse(Codes.ILLEGAL_TRANSITION, 'exchange.virtualNotShipped');
    await sellStock(tx, {
      skuId: order.skuId,
      quantity: order.quantity,
      refType: 'exchange',
      refId: order.exchangeNo,
      actorId: actor?.staffUserId ?? null,
    });
    await tx
      .update(exchangeOrder)
      .set({
        status: 'SHIPPED',
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        shippedAt: clockNow(),
        ...touchExchange(actor),
      })
      .where(eq(exchangeOrder.id, id));
    await auditExchange(tx, actor, 'ship', id, {
      before: { status: order.status },
      after: { status: 'SHIPPED', data: { carrier: input.carrier, trackingNo: input.trackingNo } },
    });
  });
}

export async function completeExchange(db: Db, actor: ExchangeActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockExchangeOrder(tx, id);
    assertExchangeAction(order, 'complete');
    await tx
      .update(exchangeOrder)
      .set({ status: 'COMPLETED', completedAt: clockNow(), ...touchExchange(actor) })
      .where(eq(exchangeOrder.id, id));
    await auditExchange(tx, actor, 'complete', id, {
      before: { status: order.status },
      after: { status: 'COMPLETED', data: null },
    });
  });
}

export interface CancelExchangeOptions {
  reason: string;
  /** The actor may execute refunds (access `refund`): needed when the cash part was paid. */
  mayRefund: boolean;
}

/**
 * Gives everything back in one transaction: the points (an EXCHANGE_RETURN row reversing the
 * EXCHANGE one, biz id `cancel:<id>`), the quota, the reserved stock (RELEASE), and the paid cash
 * (a refund row of the whole payment, which becomes REFUNDED). Locks: the order, the customer (the
 * points), the item, the SKU: after the order's own row, the order a redemption takes them in.
 */
export async function cancelExchange(
  db: Db,
  actor: ExchangeActor,
  id: number,
  options: CancelExchangeOptions,
): Promise<void> {
  await retryOnDeadlock(() => db.transaction((tx) => cancelExchangeInTx(tx, actor, id, options)));
}

export async function cancelExchangeInTx(
  tx: Db,
  actor: ExchangeActor,
  id: number,
  options: CancelExchangeOptions,
): Promise<void> {
  const order = await lockExchangeOrder(tx, id);
  assertExchangeAction(order, 'cancel');
  const paid = await paidPaymentOf(tx, id);
  if (paid && paid.status === 'SUCCESS' && !options.mayRefund)
    throw refuse(Codes.FORBIDDEN, 'exchange.paidCancelNeedsRefund');
  const actorId = actor?.staffUserId ?? null;
  const pointsBack = await returnPoints(tx, order, actorId);
  await tx
    .update(exchangeItem)
    .set({ quotaRemaining: sql`${exchangeItem.quotaRemaining} + ${order.quantity}::int` })
    .where(eq(exchangeItem.id, order.itemId));
  if (order.skuId !== null) {
    await releaseStock(tx, {
      skuId: order.skuId,
      quantity: order.quantity,
      refType: 'exchange',
      refId: order.exchangeNo,
      actorId,
    });
  }
  let refunded = 0;
  if (paid && paid.status === 'SUCCESS') {
    refunded = paid.amount - paid.refundedAmount;
    await tx.insert(refund).values({
      paymentId: paid.id,
      exchangeOrderId: id,
      status: 'SUCCESS',
      amount: refunded,
      shipping: 0,
      lines: [],
      reason: options.reason,
      createdBy: actorId,
      createdAt: clockNow(),
    });
    await tx
      .update(payment)
      .set({ status: 'REFUNDED', refundedAmount: paid.amount })
      .where(eq(payment.id, paid.id));
  }
  await tx
    .update(exchangeOrder)
    .set({
      status: 'CANCELLED',
      cancelledAt: clockNow(),
      cancelReason: options.reason,
      ...touchExchange(actor),
    })
    .where(eq(exchangeOrder.id, id));
  await auditExchange(tx, actor, 'cancel', id, {
    before: { status: order.status },
    after: { status: 'CANCELLED', data: { reason: options.reason, refunded, pointsBack } },
  });
}

async function returnPoints(tx: Db, order: ExchangeOrderRow, actorId: number | null): Promise<number> {
  const spent = { bizType: 'EXCHANGE', bizId: String(order.id), customerId: order.customerId } as const;
  const row = await reverseEvent(tx, spent, {
    points: order.pointsTotal,
    bizId: `cancel:${order.id}`,
    title: order.exchangeNo,
    actorId,
  });
  return row?.delta ?? 0;
}
