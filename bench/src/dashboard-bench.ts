import { api } from '@shop/contract/api';
import { foldRollups } from '@shop/server/areas/dashboard/rollup-compactor';
import { configEntry } from '@shop/server/db/schema';
import { readConfig } from '@shop/server/lib/read-config';
import { eq, sql } from 'drizzle-orm';
import { signIn } from './api-bench.js';
import { benchApp, HOST } from './bench-server.js';
import { type DashboardRow, report, requestsOf } from './dashboard-report.js';
import { rowsOf } from './deferred-indexes.js';
import { type Latency, measureGets } from './latency.js';
import { ORDERS, onEachOrdersDatabase, type Prepared } from './orders-data.js';
import { loadAverage } from './orders-report.js';
import { writeSection } from './results-file.js';

/**
 * `npm run bench -- dashboard` (issue 20): the dashboard's requests and the order tab counts over
 * the orders bench's million orders (same kept databases, orders-data.ts), through the real server
 * over HTTP, one request at a time. Targets: every dashboard request p95 under 100 ms on
 * PostgreSQL and 300 ms on PGlite; the order tab counts under 20 ms on both.
 * `BENCH_ORDERS_DB=postgres|pglite` runs one database.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 30;
const DAY_MS = 86_400_000;
/**
 * The shop's zone while the bench runs (put back after). Shanghai's midnight is 16:00 UTC, so
 * the top products read 8 hours of orders from the order lines at the period's first day, where
 * Madrid's read 1 (BENCH_DASHBOARD_ZONE to change it).
 */
const ZONE = process.env.BENCH_DASHBOARD_ZONE ?? 'Asia/Shanghai';
/** A request far slower than its target stops early rather than hold the bench for an hour. */
const BUDGET_MS = 120_000;

/** Rows waiting in the rollups' delta tables (what the compactor has not folded yet). */
async function unfolded(prepared: Prepared): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await prepared.database.db.execute(sql`
      SELECT (SELECT count(*) FROM sales_hour_delta) + (SELECT count(*) FROM customer_hour_delta)
           + (SELECT count(*) FROM point_hour_delta) + (SELECT count(*) FROM product_day_delta)
           + (SELECT count(*) FROM order_day_delta) AS n`),
  );
  return Number(row?.n ?? 0);
}

async function newestOrder(prepared: Prepared): Promise<number> {
  const [row] = rowsOf<{ newest: Date | string | null }>(
    await prepared.database.db.execute(sql`SELECT max(placed_at) AS newest FROM shop_order`),
  );
  return new Date(row?.newest ?? Date.now()).getTime();
}

async function benchOne(kind: DashboardRow['kind'], prepared: Prepared): Promise<DashboardRow> {
  const log = (line: string) => console.log(`dashboard/${kind}:${line}`);
  const { db } = prepared.database;
  const zoneBefore = await readConfig(db, 'shop_time_zone');
  await db.update(configEntry).set({ value: ZONE }).where(eq(configEntry.key, 'shop_time_zone'));
  const zone = await readConfig(db, 'shop_time_zone');
  log(`  shop time zone ${zone}`);
  const app = await benchApp(prepared.database);
  try {
    // What a load left unfolded, then folded as the running server's compactor would be within
    // seconds: the figures are taken in the steady state.
    const deltaRows = await unfolded(prepared);
    const foldStarted = performance.now();
    await foldRollups(prepared.database.db);
    log(`  folded ${deltaRows} delta rows in ${((performance.now() - foldStarted) / 1000).toFixed(1)} s`);
    const newest = await newestOrder(prepared);
    const base = await app.listen({ port: 0, host: HOST });
    const token = await signIn(base);
    const timed = (url: (i: number) => string, check?: (data: unknown) => void): Promise<Latency> =>
      measureGets(url, token, {
        warmUp: WARM_UP,
        count: REQUESTS,
        budgetMs: BUDGET_MS,
        ...(check ? { check } : {}),
      });

    const latencies: DashboardRow['latencies'] = {};
    const notes: Record<string, string> = {};
    for (const request of requestsOf(api)) {
      latencies[request.label] = await timed(
        () => `${base}${request.url}`,
        (data) => {
          notes[request.label] = request.note(data);
        },
      );
      const l = latencies[request.label] as Latency;
      log(`  ${request.label}: p95 ${l.p95.toFixed(1)} ms ${notes[request.label] ?? ''}`);
    }
    // The order tabs: a 30-day window ending up to a week before the newest order (as the orders
    // bench), and every order (no range).
    const windowOf = (i: number) => {
      const to = newest + 60_000 - ((i * 7919) % 7) * DAY_MS - ((i * 104_729) % DAY_MS);
      return `from=${new Date(to - 30 * DAY_MS).toISOString()}&to=${new Date(to).toISOString()}`;
    };
    let windowAll = 0;
    latencies['order tab counts, 30 days'] = await timed(
      (i) => `${base}${api.countOrderTabs.path}?${windowOf(i)}`,
      (data) => {
        windowAll = (data as { ALL: number }).ALL;
      },
    );
    notes['order tab counts, 30 days'] = `(≈ ${windowAll.toLocaleString('en')} orders)`;
    let everyAll = 0;
    latencies['order tab counts, every order'] = await timed(
      () => `${base}${api.countOrderTabs.path}`,
      (data) => {
        everyAll = (data as { ALL: number }).ALL;
      },
    );
    notes['order tab counts, every order'] = `(${everyAll.toLocaleString('en')} orders)`;
    for (const label of ['order tab counts, 30 days', 'order tab counts, every order'])
      log(`  ${label}: p95 ${(latencies[label] as Latency).p95.toFixed(1)} ms`);
    return { kind, prepared, zone, deltaRows, latencies, notes };
  } finally {
    await app.close();
    await db.update(configEntry).set({ value: zoneBefore }).where(eq(configEntry.key, 'shop_time_zone'));
  }
}

export async function runDashboardBench(): Promise<void> {
  const loadBefore = loadAverage();
  const rows = await onEachOrdersDatabase('dashboard', benchOne);
  const markdown = report(rows, { loadBefore, orders: ORDERS, requests: REQUESTS });
  console.log(markdown);
  console.log(`written to ${writeSection('dashboard', markdown)}`);
}
