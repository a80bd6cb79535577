import { kindOfChannel, type PaymentChannel } from '@shop/contract/areas/order';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { orderEvent, payment, shopOrder } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { paymentOfReference } from '../payment/payment-rows.js';
import { addSpent } from './customer-totals.js';
import { auditOrder, writeEvent } from './order-events.js';
import { assertOrderAction, lockOrder, type OrderActor, type OrderRow, touchOrder } from './order-lock.js';

export interface PaymentInput {
  channel: PaymentChannel;
  /** The receipt, transfer or card-terminal slip (offline), or the provider's transaction id; '' for cash without one. */
  reference: string;
  amount: number;
  paidAt?: Date;
  note?: string;
  /** Names the request when there is no reference (cash): a retry answers the first payment. */
  idempotencyKey?: string;
}

const REFERENCE_CONSTRAINT = 'payment_channel_reference_key';

/**
 * PENDING_PAYMENT → PAID with the money received (domain.md 2.2). The amount must be the order's
 * total (one payment pays an order). The same channel + reference recorded again changes
 * nothing: for this order it answers `replayed`, for another order it is refused — a transfer
 * pays one order. Cash without a reference is named by the request's idempotency key instead,
 * kept on the PAID event (the payment table has no key column; an order is paid once, so looking
 * at this order's event suffices): the same key and request answer `replayed`, the key with
 * another request is 42206. The database keeps a second successful payment of one order out
 * whatever races.
 */
export async function payOrder(
  db: Db,
  actor: OrderActor,
  orderId: number,
  input: PaymentInput,
): Promise<{ replayed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      // Checked under the order's lock: a twin that got there first has committed by now.
      if (!input.reference) {
        const stored = await requestHashOfKey(tx, orderId, input.idempotencyKey);
        if (stored !== undefined) {
          assertSameRequest(stored, fingerprintOf(orderId, input));
          return { replayed: true };
        }
      } else {
        const earlier = await paymentByReference(tx, input);
        if (earlier) return replayOf(earlier, orderId);
      }
      assertOrderAction(order, 'pay');
      await writePayment(tx, actor, order, input);
      return { replayed: false };
    });
  } catch (error) {
    if (uniqueViolationOf(error) !== REFERENCE_CONSTRAINT) throw error;
    const twin = await paymentByReference(db, input);
    if (!twin) throw error;
    return replayOf(twin, orderId);
  }
}

function fingerprintOf(orderId: number, input: PaymentInput): string {
  const { idempotencyKey: _key, ...request } = input;
  return requestFingerprint('recordPayment', { orderId, ...request });
}

/** The fingerprint of the payment this order recorded under `key` (null: none kept), or undefined. */
async function requestHashOfKey(tx: Db, orderId: number, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await tx
    .select({ data: orderEvent.data })
    .from(orderEvent)
    .where(
      and(
        eq(orderEvent.orderId, orderId),
        eq(orderEvent.type, 'PAID'),
        sql`${orderEvent.data}->>'idempotencyKey' = ${key}`,
      ),
    );
  if (!row) return undefined;
  const hash = (row.data as Record<string, unknown> | null)?.requestHash;
  return typeof hash === 'string' ? hash : null;
}

/**
 * The order payment already recorded under this channel + reference. One reference names one
 * payment whatever it paid, so one that paid an exchange's cash part is refused on the field here.
 */
async function paymentByReference(db: Db, input: PaymentInput) {
  const row = await paymentOfReference(db, input.channel, input.reference);
  if (row?.drawNo)
    throw invalidField(['reference'], 'payment.referenceUsedByBoxDraw', { drawNo: row.drawNo });
  if (row?.exchangeNo)
    throw invalidField(['reference'], 'payment.referenceUsedByExchange', { exchangeNo: row.exchangeNo });
  if (!row || row.orderId === null || row.orderNo === null) return undefined;
  return { orderId: row.orderId, orderNo: row.orderNo };
}

function replayOf(earlier: { orderId: number; orderNo: string }, orderId: number) {
  if (earlier.orderId !== orderId) {
    throw invalidField(['reference'], 'order.referenceUsed', { orderNo: earlier.orderNo });
  }
  return { replayed: true };
}

async function writePayment(tx: Db, actor: OrderActor, order: OrderRow, input: PaymentInput) {
  const orderId = order.id;
  if (input.amount !== order.total) throw invalidField(['amount'], 'order.paymentAmount');
  const paidAt = input.paidAt ?? clockNow();
  if (paidAt.getTime() > clockNow().getTime() + 60_000)
    throw invalidField(['paidAt'], 'order.paymentInFuture');
  const [row] = await tx
    .insert(payment)
    .values({
      orderId,
      customerId: order.customerId,
      channel: input.channel,
      kind: kindOfChannel(input.channel),
      status: 'SUCCESS',
      amount: input.amount,
      reference: input.reference || null,
      note: input.note ?? '',
      paidAt,
      recordedBy: actor?.staffUserId ?? null,
      createdAt: paidAt,
    })
    .returning({ id: payment.id, payNo: payment.payNo });
  if (!row) throw new Error('payment insert returned no row');
  await tx
    .update(shopOrder)
    .set({ status: 'PAID', paidAmount: input.amount, paidAt, autoCloseAt: null, ...touchOrder(actor) })
    .where(eq(shopOrder.id, orderId));
  await addSpent(tx, order.customerId, input.amount);
  await writeEvent(tx, orderId, actor, {
    type: 'PAID',
    from: 'PENDING_PAYMENT',
    to: 'PAID',
    message: input.note ?? '',
    data: {
      channel: input.channel,
      reference: input.reference || null,
      amount: input.amount,
      payNo: row.payNo,
      ...(input.reference || !input.idempotencyKey
        ? {}
        : { idempotencyKey: input.idempotencyKey, requestHash: fingerprintOf(orderId, input) }),
    },
  });
  await auditOrder(tx, actor, 'record_payment', orderId, {
    before: { status: order.status },
    after: { status: 'PAID', paymentId: row.id, channel: input.channel, reference: input.reference || null },
  });
}
