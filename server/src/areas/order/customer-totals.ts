import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer } from '../../db/schema.js';

/**
 * A customer's totals, kept by the order services in the order's own transaction with atomic
 * increments (no read-modify-write, so concurrent orders of one customer add up). All three cover
 * one set of orders, those that count: every order not cancelled. order_count is how many,
 * last_order_at the latest placing among them, total_spent their paid less refunded (a cancel
 * refunds whatever was paid, so a cancelled order adds nothing to it either).
 */
export const countedOrder = sql`(status <> 'CANCELLED')`;

export async function countPlacedOrder(tx: Db, customerId: number, placedAt: Date): Promise<void> {
  await tx
    .update(customer)
    .set({
      orderCount: sql`${customer.orderCount} + 1`,
      lastOrderAt: sql`greatest(${customer.lastOrderAt}, ${placedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(customer.id, customerId));
}

/** The cancelled order, already written as CANCELLED in this transaction. */
interface CancelledOrder {
  customerId: number;
  placedAt: Date;
}

/**
 * A cancelled order stops counting: the count drops and, when it was the latest, the last order
 * falls back to the latest that still counts (null when none). A later order placed meanwhile
 * keeps its date: the CASE reads the customer row as it is once locked.
 */
export async function uncountCancelledOrder(tx: Db, order: CancelledOrder): Promise<void> {
  const latestCounted = sql`(SELECT max(placed_at) FROM shop_order
    WHERE customer_id = ${order.customerId} AND ${countedOrder})`;
  await tx
    .update(customer)
    .set({
      orderCount: sql`${customer.orderCount} - 1`,
      lastOrderAt: sql`CASE WHEN ${customer.lastOrderAt} > ${order.placedAt.toISOString()}::timestamptz
        THEN ${customer.lastOrderAt} ELSE ${latestCounted} END`,
    })
    .where(eq(customer.id, order.customerId));
}

/** Money in (a payment) or out (a refund, negative). */
export async function addSpent(tx: Db, customerId: number, cents: number): Promise<void> {
  await tx
    .update(customer)
    .set({ totalSpent: sql`${customer.totalSpent} + ${cents}::bigint` })
    .where(eq(customer.id, customerId));
}
