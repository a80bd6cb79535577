import { kindOfChannel, type PaymentChannel } from '@shop/contract/areas/order';
import type { Db } from '../../db/client.js';
import { payment } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { paymentOfReference } from '../payment/payment-rows.js';

/**
 * The money of a draw paid in cash: one SUCCESS payment of biz type BOX naming the draw. Staff
 * record it at the counter (an offline channel: cash, transfer, card terminal); the demo
 * storefront's draws arrive paid online (card, wallet).
 */
export interface BoxPaymentInput {
  channel: PaymentChannel;
  /** '' for cash without a receipt. */
  reference: string;
  paidAt?: Date | undefined;
}

export const REFERENCE_CONSTRAINT = 'payment_channel_reference_key';

/**
 * Refuses a reference another payment already holds, naming what it paid (one reference names one
 * payment: a transfer pays one thing). A draw is never paid twice, so any holder is refused.
 */
export async function assertReferenceFree(db: Db, input: BoxPaymentInput): Promise<void> {
  if (!input.reference) return;
  const row = await paymentOfReference(db, input.channel, input.reference);
  if (!row) return;
  const field = ['payment', 'reference'];
  if (row.drawNo !== null)
    throw invalidField(field, 'payment.referenceUsedByBoxDraw', { drawNo: row.drawNo });
  if (row.exchangeNo !== null)
    throw invalidField(field, 'payment.referenceUsedByExchange', { exchangeNo: row.exchangeNo });
  throw invalidField(field, 'payment.referenceUsedByOrder', { orderNo: row.orderNo ?? '' });
}

/** The draw's SUCCESS payment; answers its id. */
export async function insertBoxPayment(
  tx: Db,
  actor: Actor | null,
  draw: { id: number; customerId: number; cashAmount: number },
  input: BoxPaymentInput,
  now: Date,
): Promise<number> {
  const paidAt = input.paidAt ?? now;
  const [row] = await tx
    .insert(payment)
    .values({
      bizType: 'BOX',
      boxDrawId: draw.id,
      customerId: draw.customerId,
      channel: input.channel,
      kind: kindOfChannel(input.channel),
      status: 'SUCCESS',
      amount: draw.cashAmount,
      reference: input.reference || null,
      paidAt,
      recordedBy: actor?.staffUserId ?? null,
      createdAt: paidAt,
    })
    .returning({ id: payment.id });
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}
