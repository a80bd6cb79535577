import type {
  BoxDrawDetail,
  BoxDrawListItem,
  BoxFulfilStatus,
  BoxPayMethod,
  BoxTier,
  boxDrawChannels,
} from '@shop/contract/areas/box';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  boxDraw,
  boxSeries,
  customer,
  payment,
  pointLedger,
  productSku,
  staffUser,
} from '../../db/schema.js';
import { selectPayments, toOrderPayment } from '../payment/payment-rows.js';

/** One draw as the record list and every draw action answer it. */

const drawer = alias(staffUser, 'box_drawer');

/** The columns a record-list row needs besides the draw itself. */
export const boxDrawJoinColumns = {
  seriesTitle: boxSeries.title,
  customerName: customer.name,
  customerPhone: customer.phone,
  skuCode: productSku.code,
};

export type BoxDrawRow = typeof boxDraw.$inferSelect;

/** A draw row and its joined columns as the contract's list item. */
export function toBoxDrawListItem(
  d: BoxDrawRow,
  joined: { seriesTitle: string; customerName: string; customerPhone: string | null; skuCode: string },
): BoxDrawListItem {
  return {
    id: d.id,
    drawNo: d.drawNo,
    seriesId: d.seriesId,
    seriesTitle: joined.seriesTitle,
    customerId: d.customerId,
    customerName: joined.customerName,
    customerPhone: joined.customerPhone,
    prizeId: d.prizeId,
    skuId: d.skuId,
    skuCode: joined.skuCode,
    prizeTitle: d.prizeTitle,
    tier: d.tier as BoxTier,
    displayValue: d.displayValue,
    oddsVersion: d.oddsVersion,
    guaranteeApplied: d.guaranteeApplied,
    payMethod: d.payMethod as BoxPayMethod,
    cashAmount: d.cashAmount,
    pointsAmount: d.pointsAmount,
    channel: d.channel as (typeof boxDrawChannels)[number],
    fulfilStatus: d.fulfilStatus as BoxFulfilStatus,
    drawnAt: d.drawnAt.toISOString(),
    shippedAt: d.shippedAt?.toISOString() ?? null,
    completedAt: d.completedAt?.toISOString() ?? null,
    version: d.version,
  };
}

/** The draw with its box, customer, prize SKU, payment or points entry and who drew it; null when none. */
export async function readBoxDraw(db: Db, id: number): Promise<BoxDrawDetail | null> {
  const [row] = await db
    .select({ draw: boxDraw, ...boxDrawJoinColumns, drawnByName: drawer.name })
    .from(boxDraw)
    .innerJoin(boxSeries, eq(boxSeries.id, boxDraw.seriesId))
    .innerJoin(customer, eq(customer.id, boxDraw.customerId))
    .innerJoin(productSku, eq(productSku.id, boxDraw.skuId))
    .leftJoin(drawer, eq(drawer.id, boxDraw.drawnBy))
    .where(eq(boxDraw.id, id));
  if (!row) return null;
  const d = row.draw;
  const [payments, points] = await Promise.all([
    d.payMethod === 'CASH'
      ? selectPayments(db).where(eq(payment.boxDrawId, id)).orderBy(asc(payment.id))
      : Promise.resolve([]),
    d.payMethod === 'POINTS'
      ? db
          .select({ id: pointLedger.id })
          .from(pointLedger)
          .where(
            and(
              eq(pointLedger.bizType, 'BOX'),
              eq(pointLedger.bizId, String(id)),
              eq(pointLedger.customerId, d.customerId),
            ),
          )
      : Promise.resolve([]),
  ]);
  return {
    ...toBoxDrawListItem(d, row),
    roll: d.roll,
    poolSize: d.poolSize,
    receiver: {
      receiverName: d.receiverName,
      phone: d.receiverPhone,
      region: d.receiverRegion,
      city: d.receiverCity,
      line: d.receiverLine,
      postalCode: d.receiverPostalCode,
    },
    carrier: d.carrier,
    trackingNo: d.trackingNo,
    note: d.note,
    payment: payments[0] ? toOrderPayment(payments[0]) : null,
    pointsEntryId: points[0]?.id ?? null,
    drawnByName: row.drawnByName,
    updatedAt: d.updatedAt.toISOString(),
  };
}
