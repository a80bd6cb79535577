import {
  currencyUnit,
  earnedToTakeBack,
  type OrderPointRules,
  pointsEarnedAt,
  pointsToReturnOnRefund,
} from '@shop/contract/areas/order-points';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLine, shopOrder } from '../../db/schema.js';
import { readConfigs } from '../../lib/read-config.js';
import { applyPointChange, reverseEvent } from '../point/point-ledger.js';
import type { OrderActor, OrderRow } from './order-lock.js';

/**
 * Points in an order's life on the server (issue 18): the rules of contract/areas/order-points.ts
 * applied through the one ledger function, in the order's transaction and under its lock, with
 * the order's points columns kept equal to what its ledger rows did (order-reconcile.ts checks).
 * Ledger rows follow shared conventions: ORDER_USE and ORDER_EARN carry the order id as biz_id and
 * its number as title; their reversals `cancel:<orderId>` or `refund:<refundId>`.
 */

export interface ShopPointRules extends OrderPointRules {
  /** Minor units in one unit of the shop currency (earning counts whole units). */
  unit: number;
}

export async function readOrderPointRules(db: Db): Promise<ShopPointRules> {
  const config = await readConfigs(db, [
    'points_per_currency_unit',
    'points_value_cents',
    'points_max_order_percent',
    'shop_currency',
  ]);
  return {
    perCurrencyUnit: config.points_per_currency_unit,
    valueCents: config.points_value_cents,
    maxOrderPercent: config.points_max_order_percent,
    unit: currencyUnit(config.shop_currency),
  };
}

type OrderRef = Pick<OrderRow, 'id' | 'orderNo' | 'customerId'>;

/** Debits the points an order pays with (42202 and nothing written when the balance is short). */
export async function spendOrderPoints(tx: Db, actor: OrderActor, order: OrderRef, points: number) {
  if (points <= 0) return;
  await applyPointChange(tx, {
    customerId: order.customerId,
    delta: -points,
    bizType: 'ORDER_USE',
    bizId: String(order.id),
    title: order.orderNo,
    actorId: actor?.staffUserId ?? null,
  });
}

/** A cancel gives back every used point not yet given back. */
export async function returnPointsOnCancel(tx: Db, actor: OrderActor, order: OrderRow): Promise<number> {
  if (order.pointsUsed === 0) return 0;
  return returnUsed(tx, actor, order, order.pointsUsed, `cancel:${order.id}`);
}

/**
 * A refund (its lines already counted as refunded) gives used points back in proportion to the
 * goods refunded, and after completion takes earned points back in step with the money refunded.
 * `order` is the row as locked before the refund.
 */
export async function movePointsOnRefund(
  tx: Db,
  actor: OrderActor,
  order: OrderRow,
  refund: { id: number; amount: number },
): Promise<void> {
  const bizId = `refund:${refund.id}`;
  if (order.pointsUsed > order.pointsReturned) {
    const lines = await tx
      .select({
        unitPrice: orderLine.unitPrice,
        quantity: orderLine.quantity,
        refundedQuantity: orderLine.refundedQuantity,
      })
      .from(orderLine)
      .where(eq(orderLine.orderId, order.id));
    const back = pointsToReturnOnRefund(order, lines);
    if (back > 0) await returnUsed(tx, actor, order, back, bizId);
  }
  const takeBack = earnedToTakeBack({ ...order, refundAmount: refund.amount });
  if (takeBack > 0) {
    const earn = { bizType: 'ORDER_EARN', bizId: String(order.id), customerId: order.customerId } as const;
    const row = await reverseEvent(tx, earn, {
      points: takeBack,
      bizId,
      title: order.orderNo,
      actorId: actor?.staffUserId ?? null,
    });
    if (row) {
      await tx
        .update(shopOrder)
        .set({
          pointsEarnReversed: sql`${shopOrder.pointsEarnReversed} + ${Math.abs(row.delta) + row.shortfall}::int`,
        })
        .where(eq(shopOrder.id, order.id));
    }
  }
}

/** Completion grants floor(points per unit × money kept / unit) points (none when that is 0). */
export async function earnOrderPoints(tx: Db, actor: OrderActor, order: OrderRow): Promise<number> {
  const rules = await readOrderPointRules(tx);
  const earned = pointsEarnedAt(order, rules, rules.unit);
  if (earned <= 0) return 0;
  await applyPointChange(tx, {
    customerId: order.customerId,
    delta: earned,
    bizType: 'ORDER_EARN',
    bizId: String(order.id),
    title: order.orderNo,
    actorId: actor?.staffUserId ?? null,
  });
  await tx.update(shopOrder).set({ pointsEarned: earned }).where(eq(shopOrder.id, order.id));
  return earned;
}

async function returnUsed(
  tx: Db,
  actor: OrderActor,
  order: OrderRef,
  points: number,
  bizId: string,
): Promise<number> {
  const use = { bizType: 'ORDER_USE', bizId: String(order.id), customerId: order.customerId } as const;
  const row = await reverseEvent(tx, use, {
    points,
    bizId,
    title: order.orderNo,
    actorId: actor?.staffUserId ?? null,
  });
  if (!row) return 0;
  await tx
    .update(shopOrder)
    .set({ pointsReturned: sql`${shopOrder.pointsReturned} + ${row.delta}::int` })
    .where(eq(shopOrder.id, order.id));
  return row.delta;
}
