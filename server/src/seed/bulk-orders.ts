import { sql } from 'drizzle-orm';
import { rebuildRollups, setRollupTriggers } from '../areas/dashboard/rollup-reconcile.js';
import { readOrderPointRules } from '../areas/order/order-points.service.js';
import type { Db } from '../db/client.js';
import { readConfigs } from '../lib/read-config.js';
import { countSellableSkus, ensureSellableSkus, wantedSkus } from './bulk-orders-catalogue.js';
import { insertCustomers, updateCustomerTotals } from './bulk-orders-customers.js';
import type { RunShape } from './bulk-orders-plan.js';
import { writePointsPass } from './bulk-orders-points-pass.js';
import { reserveIds, withDeferredIndexes } from './bulk-orders-sql.js';
import { writeStock } from './bulk-orders-stock.js';
import { writeLines, writeMoneyAndTimeline, writeOrders } from './bulk-orders-writes.js';
import { seedActor } from './catalogue-seed.js';

/**
 * `npm run seed -- --orders N`: a large shop for benchmarks, written with set-based SQL
 * (INSERT … SELECT over generate_series, in chunks) rather than through the order services,
 * which would take hours for a million orders. It adds N orders (about 3 lines each) over the
 * past 90 days for N/20 new customers, against the catalogue (made bigger first when it is
 * small), with their payments, after-sales, refunds, timelines and stock ledger (and with
 * `points`, each customer's points: bulk-orders-points.ts), keeping every invariant the services
 * keep: the tables' CHECKs, order and customer totals, one successful payment per order, refunds
 * within what was paid, and stock (and points) books that reconcile.
 * bulk-orders-plan.ts says what the orders are; bulk-orders.test.ts checks the invariants.
 *
 * The whole run is one transaction: a failure or an interrupt leaves the shop as it was. For
 * big runs (from 20,000 orders) the tables' secondary indexes and foreign keys are taken off and
 * rebuilt once at the end, and the dashboard's rollup triggers are off, the rollups rebuilt from
 * the rows at the end (smaller runs keep them through the triggers). Meanwhile the order tables are locked: stop the server first (PGlite
 * requires it anyway; on PostgreSQL its order pages would wait).
 */

export interface BulkOrdersOptions {
  orders: number;
  /** New customers sharing the orders; default one per 20 orders. */
  customers?: number;
  /** Orders per statement. */
  chunk?: number;
  /** Take indexes off during the load; default for runs of 20,000 orders or more. */
  deferIndexes?: boolean;
  /** The run's "now" (tests); default the current time. */
  now?: Date;
  /**
   * Orders pay with and earn points, with the points ledger (a welcome grant per customer): off
   * by default, as it adds a pass over the customers' orders (`--points`).
   */
  points?: boolean;
  log?: (line: string) => void;
}

export interface BulkOrdersResult {
  orders: number;
  lines: number;
  customers: number;
  events: number;
  movements: number;
  /** Points ledger rows (0 without `points`). */
  pointRows: number;
  skusCreated: number;
  firstOrderId: number;
  lastOrderId: number;
  firstCustomerId: number;
  ms: { orders: number; points: number; stock: number; vacuum: number; total: number };
}

export const MAX_BULK_ORDERS = 10_000_000;
/** Customers per points pass: their orders and ledger rows are worked out in memory together. */
const POINTS_CUSTOMERS_PER_PASS = 2000;
const orderTables = [
  'customer',
  'customer_address',
  'shop_order',
  'order_line',
  'order_event',
  'payment',
  'after_sale',
  'refund',
];

/**
 * A run's shape: its order, customer and line ids taken out of circulation first (so an order
 * staff place meanwhile never collides), the shop's order settings, and who acts. The line block
 * is five ids an order, the plan's widest.
 */
export async function planRun(
  tx: Db,
  shape: {
    orders: number;
    customers: number;
    now: Date;
    skus: number;
    actorId: number | null;
    /** Orders pay with and earn points, and customers get a welcome grant (bulk-orders-points.ts). */
    points: boolean;
  },
): Promise<RunShape & { lineBase: number }> {
  const settings = await readConfigs(tx, [
    'order_unpaid_close_minutes',
    'order_staff_unpaid_close_hours',
    'order_auto_complete_days',
  ]);
  return {
    now: shape.now.toISOString(),
    orders: shape.orders,
    orderBase: await reserveIds(tx, 'shop_order', shape.orders),
    customerBase: await reserveIds(tx, 'customer', shape.customers),
    customers: shape.customers,
    skus: shape.skus,
    unpaidCloseMinutes: settings.order_unpaid_close_minutes,
    staffUnpaidCloseHours: settings.order_staff_unpaid_close_hours,
    autoCompleteDays: settings.order_auto_complete_days,
    actorId: shape.actorId,
    points: shape.points ? await readOrderPointRules(tx) : null,
    lineBase: await reserveIds(tx, 'order_line', shape.orders * 5),
  };
}

export async function seedBulkOrders(db: Db, options: BulkOrdersOptions): Promise<BulkOrdersResult> {
  const { orders } = options;
  if (!Number.isInteger(orders) || orders < 1 || orders > MAX_BULK_ORDERS)
    throw new Error(`--orders must be a whole number from 1 to ${MAX_BULK_ORDERS}`);
  const customers = options.customers ?? Math.ceil(orders / 20);
  if (!Number.isInteger(customers) || customers < 1) throw new Error('--customers must be at least 1');
  const chunk = options.chunk ?? 25_000;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const since = (at: number) => `${((performance.now() - at) / 1000).toFixed(1)} s`;
  const actorId = (await seedActor(db)) ?? null;
  const defer = options.deferIndexes ?? orders >= 20_000;
  const deferred = <T>(tx: Db, tables: string[], load: () => Promise<T>) =>
    defer ? withDeferredIndexes(tx, tables, load) : load();

  const result = await db.transaction(async (tx) => {
    // The plan's sorts and hashes fit in memory instead of spilling to disk; and no JIT, whose
    // compiling of the plan's many expressions (set off by its large row estimates) took longer
    // than running them.
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    await tx.execute(sql`SET LOCAL jit = off`);
    // Big runs leave the dashboard's rollups to one rebuild at the end (ADR 0011).
    if (defer) await setRollupTriggers(tx, false);
    const skusCreated = await ensureSellableSkus(tx, wantedSkus(orders));
    if (skusCreated > 0) log(`catalogue: ${skusCreated} SKUs added so orders have enough to choose from`);
    const { lineBase, ...run } = await planRun(tx, {
      orders,
      customers,
      now: options.now ?? new Date(),
      skus: await countSellableSkus(tx),
      actorId,
      points: options.points ?? false,
    });
    let at = performance.now();
    let events = 0;
    const lines = await deferred(tx, orderTables, async () => {
      await insertCustomers(tx, { base: run.customerBase, count: customers, now: run.now });
      let written = 0;
      for (let from = 1; from <= orders; from += chunk) {
        const part = { from, to: Math.min(orders, from + chunk - 1), lineBase: lineBase + written };
        await writeOrders(tx, run, part);
        written += await writeLines(tx, run, part);
        events += await writeMoneyAndTimeline(tx, run, part);
        log(`orders ${part.to}/${orders}: ${written} lines, ${events} events, ${since(started)}`);
      }
      if (defer) log('rebuilding the order tables’ indexes and foreign keys …');
      return written;
    });
    await updateCustomerTotals(tx, { base: run.customerBase, count: customers });
    const ordersMs = performance.now() - at;
    log(`orders, lines, payments, refunds, timelines and customer totals in ${since(at)}`);
    at = performance.now();
    let pointRows = 0;
    for (let from = 1; run.points && from <= customers; from += POINTS_CUSTOMERS_PER_PASS) {
      const to = Math.min(customers, from + POINTS_CUSTOMERS_PER_PASS - 1);
      pointRows += await writePointsPass(tx, run, {
        from: run.customerBase + from,
        to: run.customerBase + to,
      });
    }
    const pointsMs = performance.now() - at;
    if (run.points) log(`points ledger (${pointRows} rows) in ${since(at)}`);
    at = performance.now();
    const movements = await deferred(tx, ['stock_movement'], () =>
      writeStock(tx, run, { from: lineBase + 1, to: lineBase + lines }, log),
    );
    const stockMs = performance.now() - at;
    log(`stock ledger (${movements} movements, indexes rebuilt) in ${since(at)}`);
    if (defer) {
      at = performance.now();
      await setRollupTriggers(tx, true);
      await rebuildRollups(tx);
      log(`dashboard rollups rebuilt in ${since(at)}`);
    }
    return { run, lines, events, movements, skusCreated, ordersMs, stockMs, pointRows, pointsMs };
  });

  const at = performance.now();
  // What autovacuum would do later: fresh statistics for the planner, visibility maps for
  // index-only counts.
  await db.execute(
    sql.raw(
      `VACUUM (ANALYZE) ${[...orderTables, 'product_sku', 'stock_movement', 'point_ledger'].join(', ')}`,
    ),
  );
  const vacuumMs = performance.now() - at;
  log(`VACUUM ANALYZE in ${since(at)}; ${orders} orders in all in ${since(started)}`);
  const { run } = result;
  return {
    orders,
    lines: result.lines,
    customers,
    events: result.events,
    movements: result.movements,
    pointRows: result.pointRows,
    skusCreated: result.skusCreated,
    firstOrderId: run.orderBase + 1,
    lastOrderId: run.orderBase + orders,
    firstCustomerId: run.customerBase + 1,
    ms: {
      orders: result.ordersMs,
      points: result.pointsMs,
      stock: result.stockMs,
      vacuum: vacuumMs,
      total: performance.now() - started,
    },
  };
}
