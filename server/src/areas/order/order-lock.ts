import {
  canDoOrderAction,
  type OrderAction,
  type OrderStatus,
  orderActionsFrom,
} from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import type { MessageKey } from '@shop/contract/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';

/** Staff, or null for the system (the jobs) and the storefront. */
export type OrderActor = Actor | null;

export type OrderRow = typeof shopOrder.$inferSelect & { status: OrderStatus };

/**
 * Every order action starts here: the row is locked for the rest of the transaction, so two staff
 * acting on one order (or staff and a job) take turns, and the second sees the first's status.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(shopOrder).where(eq(shopOrder.id, orderId)).for('update');
  if (!order) throw notFound('order.notFound');
  return order as OrderRow;
}

/** The 42203 message of each order action refused from the order's status. */
const illegalActionKeys = {
  pay: 'order.cannotPay',
  ship: 'order.cannotShip',
  complete: 'order.cannotComplete',
  cancel: 'order.cannotCancel',
  editAddress: 'order.cannotEditAddress',
  note: 'order.cannotNote',
  requestAfterSale: 'order.cannotRequestAfterSale',
  refund: 'order.cannotRefund',
} as const satisfies Record<OrderAction, MessageKey>;

/** 42203 unless the contract allows `action` from the order's status; `data` names the order. */
export function assertOrderAction(order: OrderRow, action: OrderAction): void {
  if (!canDoOrderAction(action, order.status)) {
    throw refuseWith(
      Codes.ILLEGAL_TRANSITION,
      { orderNo: order.orderNo, status: order.status },
      illegalActionKeys[action],
      { status: order.status, allowed: orderActionsFrom[action].join(', ') },
    );
  }
}

/** Locks and checks in one step: the usual opening of an action. */
export async function lockOrderFor(tx: Db, orderId: number, action: OrderAction): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  assertOrderAction(order, action);
  return order;
}

/**
 * Locks many orders in id order (as every action takes them, so two never deadlock) and checks
 * each, the first refused in id order throwing; answers them in id order.
 */
export async function lockOrdersFor(
  tx: Db,
  orderIds: readonly number[],
  action: OrderAction,
): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(shopOrder)
    .where(inArray(shopOrder.id, ids))
    .orderBy(shopOrder.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row as OrderRow]));
  return ids.map((id) => {
    const order = byId.get(id);
    if (!order) throw notFound('order.notFound');
    assertOrderAction(order, action);
    return order;
  });
}

/** The SET columns every order change adds. */
export function touchOrder(actor: OrderActor) {
  return {
    version: sql`${shopOrder.version} + 1`,
    updatedAt: clockNow(),
    updatedBy: actor?.staffUserId ?? null,
  };
}
