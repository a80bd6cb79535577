import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLine } from '../../db/schema.js';
import {
  type MovementRow,
  type OrderStockRef,
  restockStock,
  type StockChange,
} from '../inventory/stock.service.js';
import { writeEvent } from './order-events.js';
import type { OrderActor, OrderRow } from './order-lock.js';

/**
 * Moves the stock an order still holds (each line's quantity less what was refunded before it
 * left) with `move`, one SKU at a time in id order so two orders never deadlock: shipping sells
 * it, cancelling releases it.
 */
export async function moveHeldStock(
  tx: Db,
  actor: OrderActor,
  order: OrderRow,
  move: (tx: Db, ref: OrderStockRef) => Promise<MovementRow>,
): Promise<void> {
  const lines = await tx.select().from(orderLine).where(eq(orderLine.orderId, order.id));
  for (const line of lines.sort((a, b) => a.skuId - b.skuId)) {
    const quantity = line.quantity - line.refundedQuantity;
    if (quantity <= 0) continue;
    await move(tx, {
      skuId: line.skuId,
      quantity,
      refType: 'order',
      refId: order.orderNo,
      actorId: actor?.staffUserId ?? null,
    });
  }
}

/**
 * What moveHeldStock would move for each of `orders` (in the order given, each order's lines in
 * SKU id order), as changes of `type` for the batch writer (inventory/stock-batch.service.ts).
 */
export async function heldStockChanges(
  tx: Db,
  actor: OrderActor,
  orders: readonly OrderRow[],
  type: 'SALE',
): Promise<StockChange[]> {
  if (orders.length === 0) return [];
  const lines = await tx
    .select({
      orderId: orderLine.orderId,
      skuId: orderLine.skuId,
      quantity: orderLine.quantity,
      refundedQuantity: orderLine.refundedQuantity,
    })
    .from(orderLine)
    .where(
      inArray(
        orderLine.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(orderLine.skuId, orderLine.id);
  return orders.flatMap((order) =>
    lines
      .filter((line) => line.orderId === order.id && line.quantity > line.refundedQuantity)
      .map((line) => {
        const quantity = line.quantity - line.refundedQuantity;
        return {
          skuId: line.skuId,
          type,
          deltaOnHand: -quantity,
          deltaReserved: -quantity,
          refType: 'order',
          refId: order.orderNo,
          actorId: actor?.staffUserId ?? null,
        };
      }),
  );
}

/** Goods come back to the shelf: one line's SKU and how many of it. */
export interface ReturnedGoods {
  line: { skuId: number; skuCode: string };
  quantity: number;
}

/**
 * Puts returned goods back on the shelf (a RESTOCK movement naming the refund or after-sale that
 * brought them back) with a RESTOCKED event each on the order's timeline; one SKU at a time in id
 * order, as every stock writer, so two returns never deadlock.
 */
export async function restockReturned(
  tx: Db,
  actor: OrderActor,
  orderId: number,
  returned: readonly ReturnedGoods[],
  by: { refType: 'refund'; refundNo: string } | { refType: 'after_sale'; afterSaleNo: string },
): Promise<void> {
  const refId = by.refType === 'refund' ? by.refundNo : by.afterSaleNo;
  const named: Record<string, string> =
    by.refType === 'refund' ? { refundNo: by.refundNo } : { afterSaleNo: by.afterSaleNo };
  for (const goods of [...returned].sort((a, b) => a.line.skuId - b.line.skuId)) {
    await restockStock(tx, {
      skuId: goods.line.skuId,
      quantity: goods.quantity,
      refType: by.refType,
      refId,
      actorId: actor?.staffUserId ?? null,
    });
    await writeEvent(tx, orderId, actor, {
      type: 'RESTOCKED',
      data: { ...named, skuCode: goods.line.skuCode, quantity: goods.quantity },
    });
  }
}
