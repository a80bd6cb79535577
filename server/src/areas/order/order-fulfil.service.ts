import type { shipBody } from '@shop/contract/areas/order';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { clockNow } from '../../lib/clock.js';
import { sellStock } from '../inventory/stock.service.js';
import { auditOrder, writeEvent } from './order-events.js';
import { moveHeldStock } from './order-line-stock.js';
import { lockOrderFor, type OrderActor, touchOrder } from './order-lock.js';

type Shipment = z.output<typeof shipBody>;

/**
 * PAID → SHIPPED: the reserved goods leave (a SALE record per SKU: on hand and reserved both
 * fall), less what was refunded before shipping (its reservation was released then).
 */
export async function shipInTx(
  tx: Db,
  actor: OrderActor,
  orderId: number,
  shipment: Shipment,
): Promise<void> {
  const order = await lockOrderFor(tx, orderId, 'ship');
  await moveHeldStock(tx, actor, order, sellStock);
  await tx
    .update(shopOrder)
    .set({
      status: 'SHIPPED',
      carrier: shipment.carrier,
      trackingNo: shipment.trackingNo,
      shippedAt: clockNow(),
      ...touchOrder(actor),
    })
    .where(eq(shopOrder.id, orderId));
  await writeEvent(tx, orderId, actor, {
    type: 'SHIPPED',
    from: 'PAID',
    to: 'SHIPPED',
    data: { carrier: shipment.carrier, trackingNo: shipment.trackingNo },
  });
  await auditOrder(tx, actor, 'ship', orderId, {
    before: { status: 'PAID' },
    after: { status: 'SHIPPED', ...shipment },
  });
}

export function shipOrder(db: Db, actor: OrderActor, orderId: number, shipment: Shipment): Promise<void> {
  return db.transaction((tx) => shipInTx(tx, actor, orderId, shipment));
}

/** Many orders in one transaction, locked in id order: all ship, or (the first refusal) none. */
export async function bulkShip(db: Db, actor: OrderActor, orders: readonly (Shipment & { id: number })[]) {
  const sorted = [...orders].sort((a, b) => a.id - b.id);
  await db.transaction(async (tx) => {
    for (const order of sorted) await shipInTx(tx, actor, order.id, order);
  });
  return { shipped: sorted.length };
}

/** SHIPPED → COMPLETED, by staff or by the job after `order_auto_complete_days`. */
export async function completeInTx(tx: Db, actor: OrderActor, orderId: number): Promise<void> {
  await lockOrderFor(tx, orderId, 'complete');
  await tx
    .update(shopOrder)
    .set({ status: 'COMPLETED', completedAt: clockNow(), ...touchOrder(actor) })
    .where(eq(shopOrder.id, orderId));
  await writeEvent(tx, orderId, actor, {
    type: 'COMPLETED',
    from: 'SHIPPED',
    to: 'COMPLETED',
    data: { auto: !actor },
  });
  await auditOrder(tx, actor, 'complete', orderId, {
    before: { status: 'SHIPPED' },
    after: { status: 'COMPLETED' },
  });
}

export function completeOrder(db: Db, actor: OrderActor, orderId: number): Promise<void> {
  return db.transaction((tx) => completeInTx(tx, actor, orderId));
}
