import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer } from '../../db/schema.js';

/**
 * The customer's totals, kept by the order services in the order's own transaction with atomic
 * increments (no read-modify-write, so concurrent orders of one customer add up):
 * order_count counts orders placed and not cancelled; total_spent is paid minus refunded;
 * last_order_at is the latest placing.
 */
export async function countPlacedOrder(tx: Db, customerId: number, placedAt: Date): Promise<void> {
  await tx
    .update(customer)
    .set({
      orderCount: sql`${customer.orderCount} + 1`,
      lastOrderAt: sql`greatest(${customer.lastOrderAt}, ${placedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(customer.id, customerId));
}

export async function uncountCancelledOrder(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(customer)
    .set({ orderCount: sql`${customer.orderCount} - 1` })
    .where(eq(customer.id, customerId));
}

/** Money in (a payment) or out (a refund, negative). */
export async function addSpent(tx: Db, customerId: number, cents: number): Promise<void> {
  await tx
    .update(customer)
    .set({ totalSpent: sql`${customer.totalSpent} + ${cents}::bigint` })
    .where(eq(customer.id, customerId));
}
