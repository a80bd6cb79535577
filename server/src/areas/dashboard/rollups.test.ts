import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { seedCatalogue } from '../../seed/catalogue-seed.js';
import { seedDemoOrders } from '../../seed/demo-orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { countTabs } from '../order/order-list.table.js';
import { foldRollups, rollups } from './rollup-compactor.js';
import { rebuildRollups, reconcileRollups } from './rollup-reconcile.js';

/**
 * Issue 20, ADR 0011: the dashboard's rollups, kept by the triggers of the demo load's own
 * statements, equal the raw tables' aggregates before folding, after folding (in batches that cut
 * through keys) and after two folders ran at once; the order tabs counted from them equal the
 * orders counted one by one over ranges that cut days.
 */

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0] as T;

async function rowCounts(db: Db) {
  const counts: Record<string, { folded: number; deltas: number }> = {};
  for (const { name } of rollups) {
    const row = await one<{ folded: string | number; deltas: string | number }>(
      db,
      sql.raw(
        `SELECT (SELECT count(*) FROM ${name}) AS folded, (SELECT count(*) FROM ${name}_delta) AS deltas`,
      ),
    );
    counts[name] = { folded: Number(row.folded), deltas: Number(row.deltas) };
  }
  return counts;
}

/** The tab counts the old way: every matching order counted. */
async function tabsOfOrders(db: Db, from?: Date, to?: Date) {
  const rows = rowsOf<{ status: string; n: number; refunding: number }>(
    await db.execute(sql`
      SELECT status, count(*)::int AS n, (count(*) FILTER (WHERE has_open_after_sale))::int AS refunding
      FROM shop_order
      WHERE ${from ? sql`placed_at >= ${from.toISOString()}::timestamptz` : sql`true`}
        AND ${to ? sql`placed_at < ${to.toISOString()}::timestamptz` : sql`true`}
      GROUP BY status`),
  );
  const counts: Record<string, number> = {
    PENDING_PAYMENT: 0,
    PAID: 0,
    SHIPPED: 0,
    COMPLETED: 0,
    CANCELLED: 0,
    REFUNDING: 0,
    ALL: 0,
  };
  for (const r of rows) {
    counts[r.status] = r.n;
    counts.REFUNDING = (counts.REFUNDING ?? 0) + r.refunding;
    counts.ALL = (counts.ALL ?? 0) + r.n;
  }
  return counts;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the dashboard rollups over the demo shop', () => {
  let t: TestApp;
  let db: Db;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    await seedCatalogue(db, { now });
    await seedDemoOrders(db, { now });
  }, 300_000);
  afterAll(() => t.close());

  /** Ranges cutting days at odd hours, whole UTC days, open ends, within one day, and none. */
  const ranges = (): [Date | undefined, Date | undefined][] => {
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return [
      [new Date(now.getTime() - 30 * DAY - 5 * HOUR - 17_000), new Date(now.getTime() - 3 * HOUR)],
      [new Date(midnight - 30 * DAY), new Date(midnight)],
      [new Date(midnight - 7 * DAY + 1), new Date(midnight - DAY - 1)],
      [new Date(now.getTime() - 45 * DAY - 123_456), undefined],
      [undefined, new Date(now.getTime() - 20 * DAY + 7 * HOUR)],
      [new Date(midnight - 10 * DAY + 2 * HOUR), new Date(midnight - 10 * DAY + 20 * HOUR)],
      [new Date(midnight - 10 * DAY + 20 * HOUR), new Date(midnight - 9 * DAY + 2 * HOUR)],
      [undefined, undefined],
    ];
  };

  async function expectTabsExact() {
    for (const [from, to] of ranges()) {
      const filters = { q: undefined, from: from?.toISOString(), to: to?.toISOString() };
      expect({ filters, counts: await countTabs(db, filters) }).toEqual({
        filters,
        counts: await tabsOfOrders(db, from, to),
      });
    }
  }

  it('equal the raw tables straight after the load, every figure there and unfolded', async () => {
    expect(await reconcileRollups(db)).toEqual([]);
    const counts = await rowCounts(db);
    for (const { name } of rollups) expect(counts[name]?.deltas, name).toBeGreaterThan(0);
    const kept = await one<{
      orders: number;
      paid: number;
      units: number;
      customers: number;
      issued: number;
    }>(
      db,
      sql`SELECT (SELECT sum(orders) FROM order_day_all)::int AS orders,
                 (SELECT sum(paid_count) FROM sales_hour_all)::int AS paid,
                 (SELECT sum(units) FROM product_day_all)::int AS units,
                 (SELECT sum(created) FROM customer_hour_all)::int AS customers,
                 (SELECT sum(issued) FROM point_hour_all)::int AS issued`,
    );
    expect(kept).toMatchObject({ orders: 2000, customers: 300 });
    expect(kept.paid).toBeGreaterThan(1000);
    expect(kept.units).toBeGreaterThan(1000);
    expect(kept.issued).toBeGreaterThan(0);
  });

  it('counts the order tabs exactly, whole days from the rollup and the edges from the orders', async () => {
    await expectTabsExact();
  });

  it('still equal them once folded in batches that cut through keys, with no delta left', async () => {
    const before = await rowCounts(db);
    const total = Object.values(before).reduce((sum, c) => sum + c.deltas, 0);
    expect(await foldRollups(db, { batch: 997 })).toBe(total);
    const after = await rowCounts(db);
    for (const { name } of rollups) {
      expect(after[name]?.deltas, name).toBe(0);
      expect(after[name]?.folded, name).toBeGreaterThan(0);
    }
    expect(await reconcileRollups(db)).toEqual([]);
    await expectTabsExact();
  });

  it('loses nothing when two folders run at once', async () => {
    // Fresh deltas: recent orders placed a day earlier, recent payments an hour later, a third of
    // the customers two hours earlier, every refund three hours later.
    await db.execute(sql`UPDATE shop_order SET placed_at = placed_at - interval '1 day'
      WHERE placed_at >= now() - interval '5 days'`);
    await db.execute(sql`UPDATE shop_order SET paid_at = paid_at + interval '1 hour'
      WHERE paid_at >= now() - interval '9 days'`);
    await db.execute(sql`UPDATE payment SET paid_at = paid_at + interval '1 hour'
      WHERE paid_at >= now() - interval '9 days'`);
    await db.execute(sql`UPDATE customer SET created_at = created_at - interval '2 hours'
      WHERE id % 3 = 0`);
    await db.execute(sql`UPDATE refund SET created_at = created_at + interval '3 hours'`);
    const pending = Object.values(await rowCounts(db)).reduce((sum, c) => sum + c.deltas, 0);
    expect(pending).toBeGreaterThan(0);
    const [a, b] = await Promise.all([foldRollups(db, { batch: 50 }), foldRollups(db, { batch: 50 })]);
    expect(a + b).toBe(pending);
    expect(await reconcileRollups(db)).toEqual([]);
    await expectTabsExact();
  });

  it('follow rows inserted, changed and deleted by hand, in statements of their own', async () => {
    const { id: customerId } = await one<{ id: number }>(
      db,
      sql`INSERT INTO customer (name, created_at) VALUES ('Rollup passer-by', now() - interval '3 days') RETURNING id`,
    );
    const sku = await one<{ id: number; spu_id: number }>(
      db,
      sql`SELECT id, spu_id FROM product_sku LIMIT 1`,
    );
    const { id: orderId } = await one<{ id: number }>(
      db,
      sql`INSERT INTO shop_order (customer_id, status, item_count, subtotal, total, paid_amount, receiver_name,
            receiver_phone, receiver_city, receiver_line, placed_at, paid_at)
          VALUES (${customerId}, 'PAID', 3, 3000, 3000, 3000, 'R', '+34600000000', 'Madrid', 'Calle 1',
            now() - interval '2 days', now() - interval '2 days')
          RETURNING id`,
    );
    await db.execute(sql`INSERT INTO order_line (order_id, sku_id, product_id, title, sku_code, option_values,
        unit_price, quantity, line_total)
      VALUES (${orderId}, ${sku.id}, ${sku.spu_id}, 'Mug', 'M-1', '{}', 1000, 2, 2000),
             (${orderId}, ${sku.id}, ${sku.spu_id}, 'Mug', 'M-1', '{}', 1000, 1, 1000)`);
    const { id: paymentId } = await one<{ id: number }>(
      db,
      sql`INSERT INTO payment (order_id, customer_id, channel, kind, status, amount, paid_at)
          VALUES (${orderId}, ${customerId}, 'CASH', 'OFFLINE', 'SUCCESS', 3000, now() - interval '2 days')
          RETURNING id`,
    );
    await db.execute(sql`INSERT INTO refund (payment_id, order_id, amount, lines, reason)
      VALUES (${paymentId}, ${orderId}, 1000, '[]', 'test')`);
    await db.execute(
      sql`UPDATE order_line SET refunded_quantity = 1 WHERE order_id = ${orderId} AND quantity = 2`,
    );
    expect(await reconcileRollups(db)).toEqual([]);
    await foldRollups(db);
    const steps = [
      sql`DELETE FROM refund WHERE payment_id = ${paymentId}`,
      sql`DELETE FROM payment WHERE id = ${paymentId}`,
      sql`DELETE FROM order_line WHERE order_id = ${orderId} AND quantity = 1`,
      sql`UPDATE shop_order SET paid_at = now() - interval '30 hours' WHERE id = ${orderId}`,
      sql`DELETE FROM order_line WHERE order_id = ${orderId}`,
      sql`DELETE FROM shop_order WHERE id = ${orderId}`,
      sql`DELETE FROM customer WHERE id = ${customerId}`,
    ];
    for (const step of steps) {
      await db.execute(step);
      expect(await reconcileRollups(db)).toEqual([]);
    }
  });

  it('are found out when a figure goes wrong, and the rebuild puts them right', async () => {
    await db.execute(sql`UPDATE order_day SET orders = orders + 1
      WHERE (day, status, refunding) = (SELECT day, status, refunding FROM order_day ORDER BY day DESC LIMIT 1)`);
    await db.execute(sql`DELETE FROM sales_hour WHERE hour = (SELECT max(hour) FROM sales_hour)`);
    const found = await reconcileRollups(db);
    // The latest hour may hold several keys (biz type × channel), each reported on its own.
    expect([...new Set(found.map((m) => m.rollup))].sort()).toEqual(['order_day', 'sales_hour']);
    await rebuildRollups(db);
    expect(await reconcileRollups(db)).toEqual([]);
    const counts = await rowCounts(db);
    for (const { name } of rollups) expect(counts[name]?.deltas, name).toBe(0);
    await expectTabsExact();
  });
});
