import {
  canDoOrderAction,
  illegalOrderActionMessage,
  NO_SUCH_ORDER_MESSAGE,
  type OrderAction,
  type OrderStatus,
} from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
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
  if (!order) throw notFound(NO_SUCH_ORDER_MESSAGE);
  return order as OrderRow;
}

/** 42203 unless the contract allows `action` from the order's status. */
export function assertOrderAction(order: OrderRow, action: OrderAction): void {
  if (!canDoOrderAction(action, order.status)) {
    throw new AppError(Codes.ILLEGAL_TRANSITION, illegalOrderActionMessage(action, order.status), {
      orderNo: order.orderNo,
      status: order.status,
    });
  }
}

/** Locks and checks in one step: the usual opening of an action. */
export async function lockOrderFor(tx: Db, orderId: number, action: OrderAction): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  assertOrderAction(order, action);
  return order;
}

/** The SET columns every order change adds. */
export function touchOrder(actor: OrderActor) {
  return {
    version: sql`${shopOrder.version} + 1`,
    updatedAt: clockNow(),
    updatedBy: actor?.staffUserId ?? null,
  };
}
