import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLine } from '../../db/schema.js';
import type { MovementRow, OrderStockRef, StockChange } from '../inventory/stock.service.js';
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
