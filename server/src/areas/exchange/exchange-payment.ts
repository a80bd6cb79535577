import { kindOfChannel, type offlineChannels } from '@shop/contract/areas/order';
import type { Db } from '../../db/client.js';
import { payment } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import { clockNow } from '../../lib/clock.js';
import { paymentOfReference } from '../payment/payment-rows.js';
import type { ExchangeActor, ExchangeOrderRow } from './exchange-lock.js';

/** The cash part of an exchange as staff record it. */
export interface ExchangePaymentInput {
  channel: (typeof offlineChannels)[number];
  /** '' for cash without a receipt. */
  reference: string;
  paidAt?: Date;
}

export const REFERENCE_CONSTRAINT = 'payment_channel_reference_key';

/**
 * The payment already recorded under this channel + reference, whatever it paid: one reference
 * names one payment (a transfer pays one thing), so an exchange cannot reuse an order's, nor the
 * reverse. Answers the exchange order it paid when that is `exchangeOrderId` (a retry), else
 * refuses on the reference field naming what it paid.
 */
export async function assertReferenceFree(
  db: Db,
  input: ExchangePaymentInput,
  exchangeOrderId: number | null,
  field: (string | number)[],
): Promise<'free' | 'same'> {
  if (!input.reference) return 'free';
  const row = await paymentOfReference(db, input.channel, input.reference);
  if (!row) return 'free';
  if (row.exchangeOrderId !== null && row.exchangeOrderId === exchangeOrderId) return 'same';
  if (row.drawNo !== null)
    throw invalidField(field, 'payment.referenceUsedByBoxDraw', { drawNo: row.drawNo });
  if (row.exchangeNo !== null)
    throw invalidField(field, 'payment.referenceUsedByExchange', { exchangeNo: row.exchangeNo });
  throw invalidField(field, 'payment.referenceUsedByOrder', { orderNo: row.orderNo ?? '' });
}

/** A SUCCESS payment of the order's cash part (biz type EXCHANGE). */
export async function insertExchangePayment(
  tx: Db,
  actor: ExchangeActor,
  order: Pick<ExchangeOrderRow, 'id' | 'customerId' | 'cashTotal'>,
  input: ExchangePaymentInput,
) {
  const paidAt = input.paidAt ?? clockNow();
  const [row] = await tx
    .insert(payment)
    .values({
      bizType: 'EXCHANGE',
      exchangeOrderId: order.id,
      customerId: order.customerId,
      channel: input.channel,
      kind: kindOfChannel(input.channel),
      status: 'SUCCESS',
      amount: order.cashTotal,
      reference: input.reference || null,
      paidAt,
      recordedBy: actor?.staffUserId ?? null,
      createdAt: paidAt,
    })
    .returning({ id: payment.id, payNo: payment.payNo });
  if (!row) throw new Error('payment insert returned no row');
  return { ...row, paidAt };
}
