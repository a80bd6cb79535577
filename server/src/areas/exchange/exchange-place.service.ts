import type {
  ExchangeCustomerLimitData,
  ExchangeOrderStatus,
  ExchangeQuotaShortData,
} from '@shop/contract/areas/exchange';
import { Codes } from '@shop/contract/codes';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { retryOnDeadlock, uniqueViolationOf } from '../../db/pg-errors.js';
import { customer, customerAddress, exchangeItem, exchangeOrder } from '../../db/schema.js';
import { type AppError, invalidField, notFound, refuseWith } from '../../http/app-error.js';
import { replayOfRow, requestFingerprint, writeOncePerKey } from '../../http/idempotency.js';
import { clockNow } from '../../lib/clock.js';
import { reserveStock } from '../inventory/stock.service.js';
import { applyPointChange, insufficientPoints } from '../point/point-ledger.js';
import { auditExchange, type ExchangeActor } from './exchange-lock.js';
import {
  assertReferenceFree,
  type ExchangePaymentInput,
  insertExchangePayment,
  REFERENCE_CONSTRAINT,
} from './exchange-payment.js';

/** A redemption, from staff (the place endpoint) or the demo data. */
export interface PlaceExchangeInput {
  customerId: number;
  itemId: number;
  quantity: number;
  addressId?: number | undefined;
  note: string;
  /** The cash part, received at once. */
  payment?: ExchangePaymentInput | undefined;
  idempotencyKey: string;
}

export interface PlacedExchange {
  id: number;
  replayed: boolean;
}

const KEY_CONSTRAINT = 'exchange_order_idempotency_key_unique';

/**
 * A redemption, all or nothing in one transaction (domain.md 2.3). The customer's row is locked
 * first: one customer's redemptions take turns, so the per-customer limit counted under the lock
 * is exact. The quota is taken by a conditional UPDATE that also holds the item ON, inside its
 * window and not deleted (zero rows: the item is re-read to say why); then the points (42202),
 * the SKU's stock (42201) and the cash part's payment. A retried key answers the first order; the
 * key with another request is 42206; of two concurrent twins the key's unique index lets one write.
 */
export async function placeExchange(
  db: Db,
  actor: ExchangeActor,
  input: PlaceExchangeInput,
): Promise<PlacedExchange> {
  const { idempotencyKey, ...request } = input;
  const fingerprint = requestFingerprint('placeExchangeOrder', {
    ...request,
    payment: request.payment && { ...request.payment, paidAt: undefined },
  });
  try {
    return await writeOncePerKey(
      () => orderByKey(db, idempotencyKey),
      KEY_CONSTRAINT,
      fingerprint,
      () => retryOnDeadlock(() => db.transaction((tx) => writeExchange(tx, actor, input, fingerprint))),
    );
  } catch (error) {
    if (uniqueViolationOf(error) === REFERENCE_CONSTRAINT && input.payment)
      await assertReferenceFree(db, input.payment, null, ['payment', 'reference']);
    throw error;
  }
}

async function orderByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: exchangeOrder.id, requestHash: exchangeOrder.requestHash })
    .from(exchangeOrder)
    .where(eq(exchangeOrder.idempotencyKey, key));
  return row;
}

async function writeExchange(
  tx: Db,
  actor: ExchangeActor,
  input: PlaceExchangeInput,
  fingerprint: string,
): Promise<PlacedExchange> {
  const [buyer] = await tx
    .select({ id: customer.id, status: customer.status, balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, input.customerId))
    .for('update');
  if (!buyer) throw invalidField(['customerId'], 'exchange.customerNotFound');
  // A twin holding the same key committed while this one waited for the customer's lock.
  const twin = await orderByKey(tx, input.idempotencyKey);
  if (twin) return replayOfRow(twin, fingerprint);
  if (buyer.status !== 'ACTIVE') throw invalidField(['customerId'], 'customer.disabled');

  const [item] = await tx.select().from(exchangeItem).where(eq(exchangeItem.id, input.itemId));
  if (!item) throw notFound('exchange.itemNotFound');
  if (item.deletedAt) throw unavailable(item, 'exchange.itemDeleted');
  if (item.perOrderLimit !== null && input.quantity > item.perOrderLimit)
    throw invalidField(['quantity'], 'exchange.perOrderLimit', { limit: item.perOrderLimit });
  const pointsTotal = item.pointsPrice * input.quantity;
  // Refused before anything moves (and before a total past the ledger's integer range could fail
  // in the database): the ledger function would refuse the same under the lock held here.
  if (pointsTotal > buyer.balance) {
    throw insufficientPoints({ customerId: buyer.id, balance: buyer.balance, requested: pointsTotal });
  }
  const cashTotal = item.cashPrice * input.quantity;
  if (input.payment && cashTotal === 0) throw invalidField(['payment'], 'exchange.nothingToPay');
  const receiver = item.skuId === null ? null : await receiverOf(tx, input);
  if (input.payment) await assertReferenceFree(tx, input.payment, null, ['payment', 'reference']);

  if (item.perCustomerLimit !== null) {
    const already = await redeemedBy(tx, input.customerId, item.id);
    if (already + input.quantity > item.perCustomerLimit) {
      const data: ExchangeCustomerLimitData = {
        itemId: item.id,
        limit: item.perCustomerLimit,
        already,
        requested: input.quantity,
      };
      throw refuseWith(Codes.INSUFFICIENT_STOCK, data, 'exchange.perCustomerLimit', {
        limit: item.perCustomerLimit,
        already,
        requested: input.quantity,
      });
    }
  }

  const now = clockNow();
  await takeQuota(tx, item.id, input.quantity, now);

  const paid = cashTotal === 0 || input.payment !== undefined;
  const status: ExchangeOrderStatus = !paid
    ? 'PENDING_PAYMENT'
    : item.skuId === null
      ? 'COMPLETED'
      : 'TO_SHIP';
  const paidAt = input.payment ? (input.payment.paidAt ?? now) : null;
  const [order] = await tx
    .insert(exchangeOrder)
    .values({
      customerId: input.customerId,
      itemId: item.id,
      skuId: item.skuId,
      title: item.title,
      quantity: input.quantity,
      pointsTotal,
      cashTotal,
      status,
      receiverName: receiver?.receiverName ?? null,
      receiverPhone: receiver?.phone ?? null,
      receiverRegion: receiver?.region ?? null,
      receiverCity: receiver?.city ?? null,
      receiverLine: receiver?.line ?? null,
      receiverPostalCode: receiver?.postalCode ?? null,
      note: input.note,
      placedAt: now,
      paidAt,
      completedAt: status === 'COMPLETED' ? now : null,
      idempotencyKey: input.idempotencyKey,
      requestHash: fingerprint,
      placedBy: actor?.staffUserId ?? null,
      updatedBy: actor?.staffUserId ?? null,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('exchange_order insert returned no row');

  // Customer (locked above), item (its UPDATE), then the SKU: the order every redemption takes.
  const points = await applyPointChange(tx, {
    customerId: input.customerId,
    delta: -pointsTotal,
    bizType: 'EXCHANGE',
    bizId: String(order.id),
    title: order.exchangeNo,
    actorId: actor?.staffUserId ?? null,
  });
  if (item.skuId !== null) {
    await reserveStock(tx, {
      skuId: item.skuId,
      quantity: input.quantity,
      refType: 'exchange',
      refId: order.exchangeNo,
      actorId: actor?.staffUserId ?? null,
    });
  }
  const pay = input.payment ? await insertExchangePayment(tx, actor, order, input.payment) : null;
  await auditExchange(tx, actor, 'place', order.id, {
    before: null,
    after: {
      status,
      exchangeNo: order.exchangeNo,
      customerId: input.customerId,
      itemId: item.id,
      quantity: input.quantity,
      pointsTotal,
      cashTotal,
      pointsEntryId: points.id,
      data: pay
        ? {
            channel: input.payment?.channel ?? null,
            reference: input.payment?.reference || null,
            amount: cashTotal,
          }
        : null,
    },
  });
  return { id: order.id, replayed: false };
}

async function receiverOf(tx: Db, input: PlaceExchangeInput) {
  if (input.addressId === undefined) throw invalidField(['addressId'], 'exchange.addressRequired');
  const [address] = await tx
    .select()
    .from(customerAddress)
    .where(and(eq(customerAddress.id, input.addressId), eq(customerAddress.customerId, input.customerId)));
  if (!address) throw invalidField(['addressId'], 'exchange.addressNotFound');
  return address;
}

/** Units of the item in the customer's orders that are not cancelled. */
async function redeemedBy(tx: Db, customerId: number, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: sql<string>`coalesce(sum(${exchangeOrder.quantity}), 0)` })
    .from(exchangeOrder)
    .where(
      and(
        eq(exchangeOrder.customerId, customerId),
        eq(exchangeOrder.itemId, itemId),
        ne(exchangeOrder.status, 'CANCELLED'),
      ),
    );
  return Number(row?.quantity ?? 0);
}

/**
 * quota_remaining −= q where the item may be redeemed now and has q left. Under READ COMMITTED a
 * second UPDATE of the row waits for the first and re-checks the WHERE on the new row, so the
 * last unit goes once; zero rows is a refusal, worked out from the row as it now stands.
 */
async function takeQuota(tx: Db, itemId: number, quantity: number, now: Date): Promise<void> {
  const [taken] = await tx
    .update(exchangeItem)
    .set({ quotaRemaining: sql`${exchangeItem.quotaRemaining} - ${quantity}::int` })
    .where(
      and(
        eq(exchangeItem.id, itemId),
        eq(exchangeItem.status, 'ON'),
        isNull(exchangeItem.deletedAt),
        sql`(${exchangeItem.startsAt} IS NULL OR ${exchangeItem.startsAt} <= ${now.toISOString()}::timestamptz)`,
        sql`(${exchangeItem.endsAt} IS NULL OR ${exchangeItem.endsAt} > ${now.toISOString()}::timestamptz)`,
        sql`${exchangeItem.quotaRemaining} >= ${quantity}::int`,
      ),
    )
    .returning({ id: exchangeItem.id });
  if (taken) return;
  const [item] = await tx.select().from(exchangeItem).where(eq(exchangeItem.id, itemId));
  if (!item) throw notFound('exchange.itemNotFound');
  if (item.deletedAt) throw unavailable(item, 'exchange.itemDeleted');
  if (item.status !== 'ON') throw unavailable(item, 'exchange.itemOff');
  if (item.startsAt && item.startsAt.getTime() > now.getTime())
    throw unavailable(item, 'exchange.itemNotStarted', { startsAt: item.startsAt.toISOString() });
  if (item.endsAt && item.endsAt.getTime() <= now.getTime())
    throw unavailable(item, 'exchange.itemEnded', { endsAt: item.endsAt.toISOString() });
  const data: ExchangeQuotaShortData = { itemId, quotaRemaining: item.quotaRemaining, requested: quantity };
  throw refuseWith(Codes.INSUFFICIENT_STOCK, data, 'exchange.quotaShort', {
    left: item.quotaRemaining,
    requested: quantity,
  });
}

type ItemRow = typeof exchangeItem.$inferSelect;

/** 42203: the item cannot be redeemed now; `data` says how it stands. */
function unavailable(
  item: ItemRow,
  key: 'exchange.itemDeleted' | 'exchange.itemOff' | 'exchange.itemNotStarted' | 'exchange.itemEnded',
  params: Record<string, string> = {},
): AppError {
  const data = {
    itemId: item.id,
    status: item.status,
    startsAt: item.startsAt?.toISOString() ?? null,
    endsAt: item.endsAt?.toISOString() ?? null,
    deleted: item.deletedAt !== null,
  };
  return refuseWith(Codes.ILLEGAL_TRANSITION, data, key as 'exchange.itemOff', params as never);
}
