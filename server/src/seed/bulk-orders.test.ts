import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRollups } from '../areas/dashboard/rollup-reconcile.js';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcilePoints } from '../areas/point/point-reconcile.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { type BulkOrdersResult, seedBulkOrders } from './bulk-orders.js';
import { checkOrderInvariants } from './bulk-orders-check.js';
import { rowsOf } from './bulk-orders-sql.js';

let t: TestApp;
let first: BulkOrdersResult;
const firstNow = new Date();

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: string | number }>(query))[0]?.n ?? Number.NaN);

beforeAll(async () => {
  // The app seeds the system config (unpaid-close minutes, auto-complete days) and the staff;
  // the catalogue is empty, so the run makes its own SKUs first.
  t = await createTestApp();
  first = await seedBulkOrders(t.database.db, { orders: 300, now: firstNow });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('npm run seed -- --orders N', () => {
  it('writes N orders of about three lines for N/20 customers over the past 90 days', async () => {
    expect(first).toMatchObject({ orders: 300, customers: 15, skusCreated: 20 });
    expect(await count(sql`SELECT count(*) AS n FROM shop_order`)).toBe(300);
    expect(await count(sql`SELECT count(*) AS n FROM customer`)).toBe(15);
    const lines = await count(sql`SELECT count(*) AS n FROM order_line`);
    expect(lines).toBe(first.lines);
    expect(lines / 300).toBeGreaterThan(2.6);
    expect(lines / 300).toBeLessThan(3.4);
    const [span] = await rows<{ oldest: string; newest: string }>(
      sql`SELECT min(placed_at) AS oldest, max(placed_at) AS newest FROM shop_order`,
    );
    const daysAgo = (at: string | undefined) =>
      (firstNow.getTime() - new Date(at ?? 0).getTime()) / 86_400_000;
    expect(daysAgo(span?.oldest)).toBeGreaterThan(88);
    expect(daysAgo(span?.oldest)).toBeLessThanOrEqual(90);
    expect(daysAgo(span?.newest)).toBeGreaterThanOrEqual(0);
    // Numbers unique, from the shop's sequence, with the day the order was placed.
    const numbers = await rows<{ order_no: string; day: string }>(
      sql`SELECT order_no, to_char(placed_at AT TIME ZONE 'UTC', 'YYMMDD') AS day FROM shop_order`,
    );
    expect(new Set(numbers.map((n) => n.order_no)).size).toBe(300);
    expect(numbers.every((n) => n.order_no.startsWith(`SO${n.day}`))).toBe(true);
  });

  it('covers every status, both refund kinds and open after-sales', async () => {
    const statuses = await rows<{ status: string; n: string | number }>(
      sql`SELECT status, count(*) AS n FROM shop_order GROUP BY status`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['CANCELLED', 'COMPLETED', 'PAID', 'PENDING_PAYMENT', 'SHIPPED'].sort(),
    );
    const refunds = await rows<{ refund_status: string }>(
      sql`SELECT DISTINCT refund_status FROM shop_order ORDER BY 1`,
    );
    expect(refunds.map((r) => r.refund_status)).toEqual(['FULL', 'NONE', 'PARTIAL']);
    expect(await count(sql`SELECT count(*) AS n FROM shop_order WHERE has_open_after_sale`)).toBeGreaterThan(
      0,
    );
    expect(await count(sql`SELECT count(*) AS n FROM refund`)).toBeGreaterThan(0);
    const payments = await rows<{ status: string }>(sql`SELECT DISTINCT status FROM payment ORDER BY 1`);
    expect(payments.map((p) => p.status)).toEqual(['PARTIALLY_REFUNDED', 'REFUNDED', 'SUCCESS']);
  });

  it('keeps every invariant of the order books and of the stock ledger', async () => {
    const broken = (await checkOrderInvariants(t.database.db, { asOf: firstNow })).filter(
      (c) => c.violations,
    );
    expect(broken).toEqual([]);
    expect(await reconcileStock(t.database.db)).toEqual([]);
    // The dashboard's rollups followed the big statements through their triggers.
    expect(await reconcileRollups(t.database.db)).toEqual([]);
    // Open orders hold stock: the SKUs' reservations are exactly the pending and paid lines, less
    // what was refunded before shipping.
    expect(
      await count(sql`
        SELECT count(*) AS n FROM product_sku s
        LEFT JOIN (SELECT l.sku_id, sum(l.quantity - l.refunded_quantity) AS q
                   FROM order_line l JOIN shop_order o ON o.id = l.order_id
                   WHERE o.status IN ('PENDING_PAYMENT', 'PAID') GROUP BY l.sku_id) h ON h.sku_id = s.id
        WHERE s.reserved <> coalesce(h.q, 0)`),
    ).toBe(0);
  });

  it('writes each SKU’s ledger in time order: receipt first, then the orders’ movements', async () => {
    const outOfOrder = await count(sql`
      SELECT count(*) AS n FROM (
        SELECT created_at < lag(created_at) OVER (PARTITION BY sku_id ORDER BY id) AS back,
               row_number() OVER (PARTITION BY sku_id ORDER BY id) = 1 AND type <> 'ADJUSTMENT' AS no_receipt
        FROM stock_movement) AS m
      WHERE back OR no_receipt`);
    expect(outOfOrder).toBe(0);
  });

  it('gives the timeline the facts the console shows: payment, refund and after-sale numbers', async () => {
    expect(
      await count(sql`
        SELECT count(*) AS n FROM order_event e JOIN payment p ON p.order_id = e.order_id
        WHERE e.type = 'PAID' AND (e.data->>'payNo' IS DISTINCT FROM p.pay_no
                                   OR (e.data->>'amount')::bigint <> p.amount)`),
    ).toBe(0);
    expect(
      await count(sql`
        SELECT count(*) AS n FROM order_event e
        WHERE e.type = 'REFUNDED'
          AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.order_id = e.order_id AND r.refund_no = e.data->>'refundNo'
                            AND r.amount = (e.data->>'amount')::bigint)`),
    ).toBe(0);
    // Every restocked unit is on the timeline and in the stock records, under its after-sale.
    const [restocked] = await rows<{ events: string; movements: string }>(sql`
      SELECT (SELECT sum((data->>'quantity')::int) FROM order_event WHERE type = 'RESTOCKED') AS events,
             (SELECT sum(m.delta_on_hand) FROM stock_movement m
              JOIN after_sale a ON a.after_sale_no = m.ref_id AND m.ref_type = 'after_sale'
              WHERE m.type = 'RESTOCK') AS movements`);
    expect(Number(restocked?.events)).toBeGreaterThan(0);
    expect(Number(restocked?.movements)).toBe(Number(restocked?.events));
  });

  it('adds more on a second run (indexes deferred) without breaking anything', async () => {
    // What the load takes off and must put back: every index and constraint of the tables it writes.
    const schemaOf = () =>
      rows<{ name: string; def: string }>(sql`
        SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE schemaname = current_schema()
        UNION ALL
        SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
        ORDER BY 1, 2`);
    const before = await schemaOf();
    const now = new Date();
    const second = await seedBulkOrders(t.database.db, {
      orders: 300,
      customers: 7,
      deferIndexes: true,
      now,
    });
    expect(second).toMatchObject({ orders: 300, customers: 7, skusCreated: 0 });
    expect(second.firstOrderId).toBe(first.lastOrderId + 1);
    expect(await count(sql`SELECT count(*) AS n FROM shop_order`)).toBe(600);
    expect(await count(sql`SELECT count(*) AS n FROM customer`)).toBe(22);
    expect(await count(sql`SELECT count(DISTINCT order_no) AS n FROM shop_order`)).toBe(600);
    const broken = (await checkOrderInvariants(t.database.db, { asOf: now })).filter((c) => c.violations);
    expect(broken).toEqual([]);
    expect(await reconcileStock(t.database.db)).toEqual([]);
    // This run turned the rollup triggers off and rebuilt the rollups: the triggers are back on.
    expect(await reconcileRollups(t.database.db)).toEqual([]);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE '%\_rollup\_%' AND tgenabled <> 'O'`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM pg_trigger WHERE tgname LIKE '%\_rollup\_%'`)).toBe(16);
    expect(await schemaOf()).toEqual(before);
  });
});

describe('npm run seed -- --orders N --points', () => {
  let p: TestApp;
  let run: BulkOrdersResult;
  const now = new Date();
  beforeAll(async () => {
    p = await createTestApp();
    run = await seedBulkOrders(p.database.db, { orders: 400, customers: 30, now, points: true });
  }, 120_000);
  afterAll(async () => {
    await p?.close();
  });

  it('gives welcome grants, spends and earns points by the rules, and the ledger reconciles', async () => {
    const db = p.database.db;
    expect(run.pointRows).toBeGreaterThan(30);
    const broken = (await checkOrderInvariants(db, { asOf: now, points: true })).filter((c) => c.violations);
    expect(broken).toEqual([]);
    expect(await reconcileStock(db)).toEqual([]);
    expect(await reconcilePoints(db)).toEqual([]);
    expect(await reconcileRollups(db)).toEqual([]);
    const [ledger] = rowsOf<{ welcome: string | number; uses: string | number; earns: string | number }>(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE biz_type = 'ADMIN') AS welcome, count(*) FILTER (WHERE biz_type = 'ORDER_USE') AS uses,
               count(*) FILTER (WHERE biz_type = 'ORDER_EARN') AS earns
        FROM point_ledger`),
    );
    expect(Number(ledger?.welcome)).toBe(30);
    expect(Number(ledger?.uses)).toBeGreaterThan(0);
    expect(Number(ledger?.earns)).toBeGreaterThan(0);
  });

  it('tells an order whose points disagree with its ledger and the rules', async () => {
    const db = p.database.db;
    await db.execute(sql`
      UPDATE shop_order SET points_earned = points_earned + 1
      WHERE id = (SELECT min(id) FROM shop_order WHERE status = 'COMPLETED')`);
    const broken = (await checkOrderInvariants(db, { points: true })).filter((c) => c.violations);
    expect(broken.map((c) => c.invariant)).toEqual(
      expect.arrayContaining([
        'an order’s points columns are what its ledger rows moved',
        'completion earned by the money kept then',
      ]),
    );
  });

  it('is off by default: the first run wrote orders without points', async () => {
    expect(first.pointRows).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM point_ledger`)).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM shop_order WHERE points_used > 0 OR points_earned > 0`),
    ).toBe(0);
  });
});
