import type { shipBody } from '@shop/contract/areas/order';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { recordAudits } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import { sellStock } from '../inventory/stock.service.js';
import { applyStockChanges, lockSkus } from '../inventory/stock-batch.service.js';
import { auditOrder, writeEvent } from './order-events.js';
import { heldStockChanges, moveHeldStock } from './order-line-stock.js';
import { lockOrderFor, lockOrdersFor, type OrderActor, touchOrder } from './order-lock.js';
import { earnOrderPoints } from './order-points.service.js';

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

/**
 * Many orders in one transaction, all shipped or (the first refusal) none, written set-based
 * (issue 16): order by order through shipInTx, 100 orders held the embedded database, one session
 * for every request, for about a second. The orders are locked in id order and each checked
 * (40400, 42203), then their SKUs (orders before SKUs, as every order action takes them); the
 * SALE records are checked and written together in the order shipInTx would write them (stock-batch),
 * then one UPDATE ships the orders and one INSERT each writes their timeline and audit rows.
 */
export async function bulkShip(db: Db, actor: OrderActor, orders: readonly (Shipment & { id: number })[]) {
  const shipments = new Map(orders.map(({ id, carrier, trackingNo }) => [id, { carrier, trackingNo }]));
  await db.transaction(async (tx) => {
    const locked = await lockOrdersFor(tx, [...shipments.keys()], 'ship');
    const sales = await heldStockChanges(tx, actor, locked, 'SALE');
    await applyStockChanges(
      tx,
      await lockSkus(
        tx,
        sales.map((sale) => sale.skuId),
      ),
      sales,
    );
    const shipped = locked.map((order) => ({ id: order.id, ...(shipments.get(order.id) as Shipment) }));
    const now = clockNow().toISOString();
    await tx.execute(sql`
      UPDATE shop_order AS o
      SET status = 'SHIPPED', carrier = v.carrier, tracking_no = v."trackingNo", shipped_at = ${now}::timestamptz,
        version = o.version + 1, updated_at = ${now}::timestamptz, updated_by = ${actor?.staffUserId ?? null}::int
      FROM jsonb_to_recordset(${JSON.stringify(shipped)}::jsonb) AS v(id int, carrier text, "trackingNo" text)
      WHERE o.id = v.id`);
    await tx.execute(sql`
      INSERT INTO order_event (order_id, type, from_status, to_status, message, actor_id, data, created_at)
      SELECT v.id, 'SHIPPED', 'PAID', 'SHIPPED', '', ${actor?.staffUserId ?? null}::int,
        jsonb_build_object('carrier', v.carrier, 'trackingNo', v."trackingNo"), ${now}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(shipped)}::jsonb) AS v(id int, carrier text, "trackingNo" text)
      ORDER BY v.id`);
    if (actor) {
      await recordAudits(
        tx,
        shipped.map(({ id, ...shipment }) => ({
          actor,
          action: 'ship',
          entity: 'shop_order',
          entityId: id,
          before: { status: 'PAID' },
          after: { status: 'SHIPPED', ...shipment },
        })),
      );
    }
  });
  return { shipped: shipments.size };
}

/** SHIPPED → COMPLETED, by staff or by the job after `order_auto_complete_days`. */
export async function completeInTx(tx: Db, actor: OrderActor, orderId: number): Promise<void> {
  const order = await lockOrderFor(tx, orderId, 'complete');
  await tx
    .update(shopOrder)
    .set({ status: 'COMPLETED', completedAt: clockNow(), ...touchOrder(actor) })
    .where(eq(shopOrder.id, orderId));
  const pointsEarned = await earnOrderPoints(tx, actor, order);
  await writeEvent(tx, orderId, actor, {
    type: 'COMPLETED',
    from: 'SHIPPED',
    to: 'COMPLETED',
    data: { auto: !actor, ...(pointsEarned > 0 ? { pointsEarned } : {}) },
  });
  await auditOrder(tx, actor, 'complete', orderId, {
    before: { status: 'SHIPPED' },
    after: { status: 'COMPLETED' },
  });
}

export function completeOrder(db: Db, actor: OrderActor, orderId: number): Promise<void> {
  return db.transaction((tx) => completeInTx(tx, actor, orderId));
}
