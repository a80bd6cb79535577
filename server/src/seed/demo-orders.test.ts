import { count, max, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcileOrders } from '../areas/order/order-reconcile.js';
import { customer, orderEvent, payment, refund, shopOrder } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue } from './catalogue-seed.js';
import { seedDemoOrders } from './demo-orders.js';

let t: TestApp;
let result: Awaited<ReturnType<typeof seedDemoOrders>>;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, { now });
  result = await seedDemoOrders(t.database.db, { now, customers: 60, orders: 300 });
}, 300_000);
afterAll(() => t.close());

describe('the demo storefront', () => {
  it('plays its orders through the services: every status, books that reconcile', async () => {
    expect(result).toMatchObject({ customers: 60, orders: 300 });
    const byStatus = await t.database.db
      .select({ status: shopOrder.status, n: count() })
      .from(shopOrder)
      .groupBy(shopOrder.status);
    const statuses = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    for (const status of ['PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'])
      expect(statuses[status], status).toBeGreaterThan(0);
    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(300);
    const [refunds] = await t.database.db.select({ n: count() }).from(refund);
    expect(refunds?.n).toBeGreaterThan(0);
    expect(await reconcileStock(t.database.db)).toEqual([]);
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });

  it('stamps each step when it happened, over the past 90 days', async () => {
    const [span] = await t.database.db
      .select({ first: min(shopOrder.placedAt), last: max(shopOrder.placedAt) })
      .from(shopOrder);
    expect(now.getTime() - (span?.first?.getTime() ?? now.getTime())).toBeGreaterThan(60 * 86_400_000);
    expect(span?.last?.getTime()).toBeLessThanOrEqual(now.getTime());
    // Every event is at or after its order was placed, and payments carry the time they were made.
    const [early] = await t.database.db
      .select({ n: count() })
      .from(orderEvent)
      .innerJoin(shopOrder, sql`${shopOrder.id} = ${orderEvent.orderId}`)
      .where(sql`${orderEvent.createdAt} < ${shopOrder.placedAt}`);
    expect(early?.n).toBe(0);
    const [paidLate] = await t.database.db
      .select({ n: count() })
      .from(payment)
      .where(sql`${payment.createdAt} > now()`);
    expect(paidLate?.n).toBe(0);
  });

  it('keeps customer totals and fills the book only once', async () => {
    const [spent] = await t.database.db
      .select({ n: sql<number>`sum(${customer.totalSpent})::int` })
      .from(customer);
    expect(spent?.n).toBeGreaterThan(0);
    expect(await seedDemoOrders(t.database.db, { now, customers: 5, orders: 5 })).toBeNull();
  });
});
