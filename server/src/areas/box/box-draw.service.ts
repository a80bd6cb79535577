import type { BoxPayMethod, boxDrawChannels } from '@shop/contract/areas/box';
import { kindOfChannel, offlineChannels } from '@shop/contract/areas/order';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retryOnDeadlock, uniqueViolationOf } from '../../db/pg-errors.js';
import { boxDraw, boxSeries, customer, customerAddress } from '../../db/schema.js';
import { invalidField, notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { replayOfRow, requestFingerprint, writeOncePerKey } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { applyPointChange, insufficientPoints } from '../point/point-ledger.js';
import {
  assertReferenceFree,
  type BoxPaymentInput,
  insertBoxPayment,
  REFERENCE_CONSTRAINT,
} from './box-draw-payment.js';
import {
  assertDailyLimit,
  guaranteeStateOf,
  type SeriesRow,
  soldOut,
  unavailable,
} from './box-draw-rules.js';
import { markSoldOut, reservePrize, takePrize } from './box-draw-writes.js';
import { readPool } from './box-odds.js';
import { pickPrize, type RandomSource } from './box-pick.js';

/** One box bought and opened, at the counter (STAFF) or by the demo storefront (STOREFRONT). */
export interface DrawBoxInput {
  seriesId: number;
  customerId: number;
  payMethod: BoxPayMethod;
  /** CASH only: the money received (an offline channel from staff; the storefront pays online). */
  payment?: BoxPaymentInput | undefined;
  addressId: number;
  ageConfirmed: boolean;
  note: string;
  channel: (typeof boxDrawChannels)[number];
  idempotencyKey: string;
}

export interface DrawnBox {
  id: number;
  replayed: boolean;
}

const KEY_CONSTRAINT = 'box_draw_idempotency_key_unique';

/**
 * A draw, all or nothing in one transaction (ADR 0013, domain.md 2.3), in the lock order every
 * draw takes: the customer's row (their draws take turns, so the daily limit and the guarantee
 * streak counted under it are exact), the series row (status and window checked under it; draws
 * of one box take turns, so the pool read is the pool drawn from), the prize's conditional
 * decrement, the draw row, the SKU's stock (42201 `box.prizeStockShort`), then the points
 * (42202) or the payment. A refusal anywhere rolls all of it back: nothing is charged. A retried
 * key answers the first draw; the key with another request is 42206.
 */
export async function drawBox(
  db: Db,
  actor: Actor | null,
  input: DrawBoxInput,
  random?: RandomSource,
): Promise<DrawnBox> {
  const { idempotencyKey, ...request } = input;
  const fingerprint = requestFingerprint('drawBox', {
    ...request,
    payment: request.payment && { ...request.payment, paidAt: undefined },
  });
  try {
    return await writeOncePerKey(
      () => drawByKey(db, idempotencyKey),
      KEY_CONSTRAINT,
      fingerprint,
      () => retryOnDeadlock(() => db.transaction((tx) => writeDraw(tx, actor, input, fingerprint, random))),
    );
  } catch (error) {
    if (uniqueViolationOf(error) === REFERENCE_CONSTRAINT && input.payment)
      await assertReferenceFree(db, input.payment);
    throw error;
  }
}

async function drawByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: boxDraw.id, requestHash: boxDraw.requestHash })
    .from(boxDraw)
    .where(eq(boxDraw.idempotencyKey, key));
  return row;
}

async function writeDraw(
  tx: Db,
  actor: Actor | null,
  input: DrawBoxInput,
  fingerprint: string,
  random: RandomSource | undefined,
): Promise<DrawnBox> {
  const [buyer] = await tx
    .select({ id: customer.id, status: customer.status, balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, input.customerId))
    .for('update');
  if (!buyer) throw invalidField(['customerId'], 'box.customerNotFound');
  // A twin holding the same key committed while this one waited for the customer's lock.
  const twin = await drawByKey(tx, input.idempotencyKey);
  if (twin) return replayOfRow(twin, fingerprint);
  if (buyer.status !== 'ACTIVE') throw invalidField(['customerId'], 'customer.disabled');

  const [series] = await tx.select().from(boxSeries).where(eq(boxSeries.id, input.seriesId)).for('update');
  if (!series) throw notFound('box.notFound');
  const now = clockNow();
  const refusal = unavailable(series, now);
  if (refusal) throw refusal;
  const price = priceOf(series, input);
  if (series.minimumAge !== null && !input.ageConfirmed)
    throw invalidField(['ageConfirmed'], 'box.ageNotConfirmed', { age: series.minimumAge });
  const [address] = await tx
    .select()
    .from(customerAddress)
    .where(and(eq(customerAddress.id, input.addressId), eq(customerAddress.customerId, input.customerId)));
  if (!address) throw invalidField(['addressId'], 'box.addressNotFound');
  // Refused before anything moves; the ledger would refuse the same under the lock held here.
  if (input.payMethod === 'POINTS' && price.points > buyer.balance)
    throw insufficientPoints({ customerId: buyer.id, balance: buyer.balance, requested: price.points });
  if (input.payment) await assertReferenceFree(tx, input.payment);

  const pool = await readPool(tx, series.id);
  const remaining = pool.reduce((sum, p) => sum + p.quantityRemaining, 0);
  if (remaining === 0) throw soldOut(series.id);
  await assertDailyLimit(tx, series, input.customerId, now, remaining);
  const guarantee = await guaranteeStateOf(tx, series, input.customerId);
  const pick = pickPrize(
    pool.map((p) => ({ id: p.id, tier: p.tier, remaining: p.quantityRemaining })),
    guarantee,
    random,
  );
  const prize = pool.find((p) => p.id === pick?.prize.id);
  if (!pick || !prize) throw soldOut(series.id);
  await takePrize(tx, series.id, prize.id);

  const [draw] = await tx
    .insert(boxDraw)
    .values({
      // Numbered by the day it was drawn (the demo's draws are dated in the past).
      drawNo: sql`'BX' || to_char(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('box_draw_no_seq'), 'FM00000000')`,
      seriesId: series.id,
      customerId: input.customerId,
      prizeId: prize.id,
      skuId: prize.skuId,
      prizeTitle: prize.title,
      tier: prize.tier,
      displayValue: prize.displayValue,
      oddsVersion: series.oddsVersion,
      roll: pick.roll,
      poolSize: pick.poolSize,
      guaranteeApplied: pick.guaranteeApplied,
      payMethod: input.payMethod,
      cashAmount: price.cash,
      pointsAmount: price.points,
      channel: input.channel,
      receiverName: address.receiverName,
      receiverPhone: address.phone,
      receiverRegion: address.region,
      receiverCity: address.city,
      receiverLine: address.line,
      receiverPostalCode: address.postalCode,
      note: input.note,
      drawnAt: now,
      idempotencyKey: input.idempotencyKey,
      requestHash: fingerprint,
      drawnBy: actor?.staffUserId ?? null,
      updatedBy: actor?.staffUserId ?? null,
      updatedAt: now,
    })
    .returning();
  if (!draw) throw new Error('box_draw insert returned no row');

  await reservePrize(tx, actor, draw, prize.tier);
  const pointsEntryId =
    input.payMethod === 'POINTS'
      ? (
          await applyPointChange(tx, {
            customerId: input.customerId,
            delta: -price.points,
            bizType: 'BOX',
            bizId: String(draw.id),
            title: draw.drawNo,
            actorId: actor?.staffUserId ?? null,
          })
        ).id
      : null;
  const paymentId = input.payment ? await insertBoxPayment(tx, actor, draw, input.payment, now) : null;
  await recordAudit(tx, {
    actor,
    action: 'draw',
    entity: 'box_draw',
    entityId: draw.id,
    before: null,
    after: {
      fulfilStatus: draw.fulfilStatus,
      drawNo: draw.drawNo,
      seriesId: series.id,
      customerId: input.customerId,
      prizeId: prize.id,
      tier: prize.tier,
      oddsVersion: series.oddsVersion,
      roll: pick.roll,
      poolSize: pick.poolSize,
      guaranteeApplied: pick.guaranteeApplied,
      payMethod: input.payMethod,
      cashAmount: price.cash,
      pointsAmount: price.points,
      channel: input.channel,
      pointsEntryId,
      paymentId,
    },
  });
  if (remaining === 1) await markSoldOut(tx, actor, series, now);
  return { id: draw.id, replayed: false };
}

/** What one draw costs in the way it is paid, after checking the box sells so and the payment fits. */
function priceOf(series: SeriesRow, input: DrawBoxInput): { cash: number; points: number } {
  const unit = input.payMethod === 'CASH' ? series.cashPrice : series.pointsPrice;
  if (unit === null)
    throw invalidField(['payMethod'], 'box.payMethodNotSold', { payMethod: input.payMethod });
  if (input.payMethod === 'POINTS') {
    if (input.payment) throw invalidField(['payment'], 'box.paymentNotForPoints');
    return { cash: 0, points: unit };
  }
  if (!input.payment) throw invalidField(['payment'], 'box.paymentRequired');
  // Staff record money received at the counter; only the storefront is paid online.
  if (input.channel === 'STAFF' && kindOfChannel(input.payment.channel) !== 'OFFLINE')
    throw invalidField(['payment', 'channel'], 'field.notOneOf', { options: offlineChannels.join(', ') });
  return { cash: unit, points: 0 };
}
