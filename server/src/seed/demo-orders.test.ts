import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileBoxes } from '../areas/box/box-reconcile.js';
import { reconcileExchange } from '../areas/exchange/exchange-reconcile.js';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcilePoints } from '../areas/point/point-reconcile.js';
import type { Db } from '../db/client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { checkOrderInvariants } from './bulk-orders-check.js';
import { rowsOf } from './bulk-orders-sql.js';
import { seedCatalogue } from './catalogue-seed.js';
import { checkDemoBooks } from './demo-check.js';
import { seedDemoOrders } from './demo-orders.js';

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string | number }>(await db.execute(query))[0]?.n ?? Number.NaN);

/**
 * Every rule the order services keep, the stock books and the points ledger hold: nothing listed
 * as broken.
 */
async function expectBooksRight(db: Db, asOf: Date) {
  const broken = (await checkOrderInvariants(db, { asOf, points: true })).filter((c) => c.violations > 0);
  expect(broken).toEqual([]);
  expect(await reconcileStock(db)).toEqual([]);
  expect(await reconcilePoints(db)).toEqual([]);
  expect(await reconcileExchange(db)).toEqual([]);
  expect(await reconcileBoxes(db)).toEqual([]);
}

/** A signal that reads as aborted from its n-th look on: the load stops at a step of our choosing. */
const stopAfter = (looks: number) => {
  let seen = 0;
  return {
    get aborted() {
      seen++;
      return seen > looks;
    },
  } as AbortSignal;
};

describe('the demo storefront', () => {
  let t: TestApp;
  let result: Awaited<ReturnType<typeof seedDemoOrders>>;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db, { now });
    result = await seedDemoOrders(t.database.db, { now });
  }, 300_000);
  afterAll(() => t.close());

  it('is 300 customers and 2,000 orders over 90 days, in every state an order can be in', async () => {
    const db = t.database.db;
    expect(result).toMatchObject({ customers: 300, orders: 2000 });
    expect(await count(db, sql`SELECT count(*) AS n FROM customer`)).toBe(300);
    expect(await count(db, sql`SELECT count(*) AS n FROM shop_order`)).toBe(2000);
    const statuses = rowsOf<{ status: string; n: string | number }>(
      await db.execute(sql`SELECT status, count(*) AS n FROM shop_order GROUP BY status`),
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual(['CANCELLED', 'COMPLETED', 'PAID', 'PENDING_PAYMENT', 'SHIPPED']);
    // The REFUNDING tab: an after-sale in progress; and refunds, full and partial.
    expect(
      await count(db, sql`SELECT count(*) AS n FROM shop_order WHERE has_open_after_sale`),
    ).toBeGreaterThan(0);
    for (const refund of ['FULL', 'PARTIAL'])
      expect(
        await count(db, sql`SELECT count(*) AS n FROM shop_order WHERE refund_status = ${refund}`),
      ).toBeGreaterThan(0);
    const [span] = rowsOf<{ days: number }>(
      await db.execute(
        sql`SELECT extract(epoch FROM ${now.toISOString()}::timestamptz - min(placed_at)) / 86400 AS days FROM shop_order`,
      ),
    );
    expect(Number(span?.days)).toBeGreaterThan(85);
    expect(Number(span?.days)).toBeLessThanOrEqual(90);
  });

  it('keeps every rule the order services keep, and its stock, points and exchange books reconcile', async () => {
    await expectBooksRight(t.database.db, now);
    expect(await checkDemoBooks(t.database.db, now)).toEqual([]);
    // Customer totals are kept: every customer who ordered has spent something or had it all back.
    expect(
      await count(
        t.database.db,
        sql`SELECT count(*) AS n FROM customer c WHERE c.order_count <> (SELECT count(*) FROM shop_order o
              WHERE o.customer_id = c.id AND o.status <> 'CANCELLED')`,
      ),
    ).toBe(0);
  });

  it('earns and spends points: a welcome grant each, then uses, returns, earns and take-backs', async () => {
    const db = t.database.db;
    const types = Object.fromEntries(
      rowsOf<{ biz_type: string; n: string | number }>(
        await db.execute(sql`SELECT biz_type, count(*) AS n FROM point_ledger GROUP BY biz_type`),
      ).map((r) => [r.biz_type, Number(r.n)]),
    );
    expect(types.ADMIN).toBe(300);
    for (const type of ['ORDER_USE', 'ORDER_USE_RETURN', 'ORDER_EARN', 'ORDER_EARN_REVERSAL'])
      expect(types[type], type).toBeGreaterThan(0);
    // About one order in six pays with points (fewer once a customer's welcome grant is used up).
    const using = await count(db, sql`SELECT count(*) AS n FROM shop_order WHERE points_used > 0`);
    expect(using).toBeGreaterThan(2000 / 12);
    expect(using).toBeLessThan(2000 / 5);
    // Returns of both kinds: a cancel's, and a refund's share.
    for (const kind of ['cancel:%', 'refund:%'])
      expect(
        await count(
          db,
          sql`SELECT count(*) AS n FROM point_ledger WHERE biz_type = 'ORDER_USE_RETURN' AND biz_id LIKE ${kind}`,
        ),
      ).toBeGreaterThan(0);
    // Each customer's rows run in time order as well as in id order, the welcome grant first.
    expect(
      await count(
        db,
        sql`SELECT count(*) AS n FROM (
              SELECT created_at < lag(created_at) OVER (PARTITION BY customer_id ORDER BY id) AS back,
                     row_number() OVER (PARTITION BY customer_id ORDER BY id) = 1 AND biz_type <> 'ADMIN' AS late
              FROM point_ledger) AS l WHERE back OR late`,
      ),
    ).toBe(0);
    expect(await count(db, sql`SELECT count(*) AS n FROM customer WHERE points_balance <= 0`)).toBeLessThan(
      30,
    );
  });

  it('has a dozen exchange items and redemptions in every state, played through the services', async () => {
    const db = t.database.db;
    const [items] = rowsOf<Record<string, string | number>>(
      await db.execute(sql`
        SELECT count(*) AS all, count(*) FILTER (WHERE sku_id IS NULL) AS virtual,
               count(*) FILTER (WHERE sku_id IS NOT NULL AND cash_price > 0) AS sku_cash,
               count(*) FILTER (WHERE sku_id IS NOT NULL AND cash_price = 0) AS sku_points,
               count(*) FILTER (WHERE status = 'OFF') AS off,
               count(*) FILTER (WHERE ends_at < now()) AS ended,
               count(*) FILTER (WHERE starts_at > now()) AS upcoming,
               count(*) FILTER (WHERE quota_remaining = 1 AND quota_total > 1) AS nearly_gone
        FROM exchange_item`),
    );
    expect(Object.fromEntries(Object.entries(items ?? {}).map(([k, v]) => [k, Number(v)]))).toEqual({
      all: 12,
      virtual: 2,
      sku_cash: expect.any(Number),
      sku_points: expect.any(Number),
      off: 1,
      ended: 1,
      upcoming: 1,
      nearly_gone: 1,
    });
    expect(Number(items?.sku_cash)).toBeGreaterThan(0);
    const statuses = rowsOf<{ status: string }>(
      await db.execute(sql`SELECT DISTINCT status FROM exchange_order ORDER BY status`),
    ).map((r) => r.status);
    expect(statuses).toEqual(['CANCELLED', 'COMPLETED', 'PENDING_PAYMENT', 'SHIPPED', 'TO_SHIP']);
    // Their points, cash parts (paid, and refunded on a cancel) and the order of their events.
    const [money] = rowsOf<{ exchanges: string; returns: string; payments: string; refunds: string }>(
      await db.execute(sql`
        SELECT (SELECT count(*) FROM point_ledger WHERE biz_type = 'EXCHANGE') AS exchanges,
               (SELECT count(*) FROM point_ledger WHERE biz_type = 'EXCHANGE_RETURN') AS returns,
               (SELECT count(*) FROM payment WHERE biz_type = 'EXCHANGE') AS payments,
               (SELECT count(*) FROM refund WHERE exchange_order_id IS NOT NULL) AS refunds`),
    );
    expect(Number(money?.exchanges)).toBeGreaterThanOrEqual(20);
    for (const n of [money?.returns, money?.payments, money?.refunds]) expect(Number(n)).toBeGreaterThan(0);
    expect(
      await count(
        db,
        sql`SELECT count(*) AS n FROM exchange_order
            WHERE placed_at > ${now.toISOString()}::timestamptz OR placed_at < ${now.toISOString()}::timestamptz - interval '30 days'
               OR shipped_at < placed_at OR completed_at < coalesce(shipped_at, placed_at) OR cancelled_at < placed_at`,
      ),
    ).toBe(0);
  });

  it('has three mystery boxes in different states and a few hundred draws, played through the services', async () => {
    const db = t.database.db;
    const boxes = rowsOf<{
      status: string;
      odds_version: number;
      guarantee_every: number | null;
      snapshots: string;
    }>(
      await db.execute(sql`
        SELECT status, odds_version, guarantee_every,
               (SELECT count(*) FROM box_odds_snapshot o WHERE o.series_id = s.id) AS snapshots
        FROM box_series s ORDER BY id`),
    ).map((b) => ({ ...b, snapshots: Number(b.snapshots) }));
    expect(boxes).toEqual([
      { status: 'ON_SALE', odds_version: 2, guarantee_every: 5, snapshots: 2 },
      { status: 'SOLD_OUT', odds_version: 1, guarantee_every: null, snapshots: 1 },
      { status: 'DRAFT', odds_version: 0, guarantee_every: null, snapshots: 0 },
    ]);
    const [draws] = rowsOf<Record<string, string | number>>(
      await db.execute(sql`
        SELECT count(*) AS all, count(DISTINCT customer_id) AS customers,
               count(*) FILTER (WHERE pay_method = 'POINTS') AS points,
               count(*) FILTER (WHERE pay_method = 'CASH') AS cash,
               count(*) FILTER (WHERE guarantee_applied) AS guaranteed,
               count(*) FILTER (WHERE channel <> 'STOREFRONT') AS not_storefront,
               count(DISTINCT odds_version) FILTER (WHERE series_id = (SELECT min(id) FROM box_series)) AS versions,
               count(*) FILTER (WHERE fulfil_status = 'TO_SHIP') AS to_ship,
               count(*) FILTER (WHERE fulfil_status = 'SHIPPED') AS shipped,
               count(*) FILTER (WHERE fulfil_status = 'COMPLETED') AS completed,
               count(*) FILTER (WHERE drawn_at > ${now.toISOString()}::timestamptz
                 OR drawn_at < ${now.toISOString()}::timestamptz - interval '30 days'
                 OR shipped_at < drawn_at OR completed_at < shipped_at) AS out_of_time
        FROM box_draw`),
    );
    const n = Object.fromEntries(Object.entries(draws ?? {}).map(([k, v]) => [k, Number(v)]));
    expect(n.all).toBeGreaterThan(200);
    expect(n.all).toBeLessThan(300);
    expect(n.customers).toBeGreaterThan(50);
    for (const key of ['points', 'cash', 'guaranteed', 'to_ship', 'shipped', 'completed'])
      expect(n[key], key).toBeGreaterThan(0);
    expect(n).toMatchObject({ not_storefront: 0, versions: 2, out_of_time: 0 });
  });

  it('fills the book only once', async () => {
    expect(await seedDemoOrders(t.database.db, { now, customers: 5, orders: 5 })).toBeNull();
    expect(await count(t.database.db, sql`SELECT count(*) AS n FROM shop_order`)).toBe(2000);
  });
});

/** A small load in many steps: 200 orders in chunks of 30, stock passes of 60 lines, points 15 customers a step. */
const smallLoad = (now: Date) => ({
  now,
  customers: 40,
  orders: 200,
  ordersPerStep: 30,
  linesPerStockStep: 60,
  customersPerPointsStep: 15,
});

/** A test app with the demo catalogue and no customers, for one describe block. */
function useDemoCatalogue(now: Date): { db: () => Db } {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db, { now });
  }, 300_000);
  afterAll(() => t?.close());
  return {
    db: () => {
      if (!t) throw new Error('the test app is not open');
      return t.database.db;
    },
  };
}

describe('a demo load stopped half-way', () => {
  const now = new Date();
  const shop = useDemoCatalogue(now);

  it('is finished by the next start, from where it stopped', async () => {
    const db = shop.db();
    const small = smallLoad(now);
    // Stopped in the middle of the orders (after the customers, addresses and four statements) …
    expect(await seedDemoOrders(db, { ...small, signal: stopAfter(6) })).toBeNull();
    const [half] = rowsOf<{ next_step: string; orders_done: number }>(
      await db.execute(sql`SELECT next_step, orders_done FROM demo_load`),
    );
    expect(half).toEqual({ next_step: 'lines', orders_done: 30 });
    // … then in the middle of the stock ledger.
    expect(await seedDemoOrders(db, { ...small, signal: stopAfter(25) })).toBeNull();
    const [stock] = rowsOf<{ next_step: string }>(await db.execute(sql`SELECT next_step FROM demo_load`));
    expect(stock?.next_step).toBe('stock');
    // … then a step at a time into the points, stopped after the ledger of their first customers.
    const welcomed = () => count(db, sql`SELECT count(*) AS n FROM point_ledger WHERE biz_type = 'ADMIN'`);
    for (let steps = 0; (await welcomed()) === 0; steps++) {
      expect(steps).toBeLessThan(100);
      expect(await seedDemoOrders(db, { ...small, signal: stopAfter(1) })).toBeNull();
    }
    const [points] = rowsOf<{ next_step: string }>(await db.execute(sql`SELECT next_step FROM demo_load`));
    expect(points?.next_step).toBe('points');
    expect(await welcomed()).toBe(small.customersPerPointsStep);
    expect(await reconcilePoints(db)).toEqual([]);
    // … and into the exchange, stopped after its first redemption.
    const redeemed = () => count(db, sql`SELECT count(*) AS n FROM exchange_order`);
    for (let steps = 0; (await redeemed()) === 0; steps++) {
      expect(steps).toBeLessThan(100);
      expect(await seedDemoOrders(db, { ...small, signal: stopAfter(1) })).toBeNull();
    }
    const [exchange] = rowsOf<{ next_step: string }>(await db.execute(sql`SELECT next_step FROM demo_load`));
    expect(exchange?.next_step).toBe('exchange');
    expect(await redeemed()).toBe(1);
    // … and into the boxes, stopped after their first draw.
    const drawn = () => count(db, sql`SELECT count(*) AS n FROM box_draw`);
    for (let steps = 0; (await drawn()) === 0; steps++) {
      expect(steps).toBeLessThan(200);
      expect(await seedDemoOrders(db, { ...small, signal: stopAfter(1) })).toBeNull();
    }
    const [boxes] = rowsOf<{ next_step: string }>(await db.execute(sql`SELECT next_step FROM demo_load`));
    expect(boxes?.next_step).toBe('boxes');
    expect(await drawn()).toBe(1);
    const resumed = await seedDemoOrders(db, small);
    expect(resumed).toMatchObject({ customers: 40, orders: 200 });
    expect(await count(db, sql`SELECT count(*) AS n FROM shop_order`)).toBe(200);
    expect(await redeemed()).toBeGreaterThan(1);
    // A tenth of the demo's boxes for a tenth of its orders: the second box still sells out.
    expect(await drawn()).toBeGreaterThan(15);
    expect(await count(db, sql`SELECT count(*) AS n FROM box_series WHERE status = 'SOLD_OUT'`)).toBe(1);
    await expectBooksRight(db, now);
  });
});

describe('servers starting together on one database', () => {
  const now = new Date();
  const shop = useDemoCatalogue(now);

  it('share the load step by step and write it once', async () => {
    const db = shop.db();
    const small = smallLoad(now);
    const results = await Promise.all([seedDemoOrders(db, small), seedDemoOrders(db, small)]);
    expect(results.filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
    expect(await count(db, sql`SELECT count(*) AS n FROM shop_order`)).toBe(200);
    expect(await count(db, sql`SELECT count(*) AS n FROM customer`)).toBe(40);
    // The exchange played once: a dozen items, each redemption once.
    expect(await count(db, sql`SELECT count(*) AS n FROM exchange_item`)).toBe(12);
    expect(await count(db, sql`SELECT count(*) AS n FROM exchange_order`)).toBeGreaterThan(0);
    // And the boxes once: three series, every draw of the plan once (its key is unique).
    expect(await count(db, sql`SELECT count(*) AS n FROM box_series`)).toBe(3);
    expect(await count(db, sql`SELECT count(*) AS n FROM box_draw`)).toBeGreaterThan(15);
    await expectBooksRight(db, now);
  });
});
