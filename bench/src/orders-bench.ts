import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import type { Database } from '@shop/server/db/client';
import { seededRandom } from '@shop/server/seed/demo-stock';
import { sql } from 'drizzle-orm';
import { signIn } from './api-bench.js';
import { benchApp, HOST } from './bench-server.js';
import { rowsOf } from './deferred-indexes.js';
import { type Latency, measureGets } from './latency.js';
import { ORDERS, onEachOrdersDatabase, type Prepared } from './orders-data.js';
import { type ExportFigures, measureLiveHeap, timeExport } from './orders-export.js';
import { loadAverage, type OrdersRow, report } from './orders-report.js';
import { writeSection } from './results-file.js';

/**
 * `npm run bench -- orders`: a million orders and three million lines (the bulk seed), then what
 * staff open most, through the real server over HTTP: (1) the Orders list on the SHIPPED tab
 * over 30 days, page 1 with its total, and the tab counts for the same range; (2) a customer's
 * detail and their orders; (3) the CSV export of 100,000 orders. Targets: (1) and (2) p95 under
 * 100 ms on PostgreSQL and 300 ms on PGlite; (3) under 10 s with flat memory.
 * `BENCH_ORDERS_DB=postgres|pglite` runs one database; orders-data.ts says how data is kept.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
export const WARM_UP = 30;
export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const EXPORT_RUNS = 3;
const DAY_MS = 86_400_000;

/** The data's own "now" (its newest order), so reused data is measured on the same windows. */
async function shapeOf(database: Database) {
  const [row] = rowsOf<{ newest: Date | string; first: number; last: number }>(
    await database.db.execute(sql`
      SELECT (SELECT max(placed_at) FROM shop_order) AS newest,
             (SELECT min(id) FROM customer) AS first, (SELECT max(id) FROM customer) AS last`),
  );
  const newest = new Date(row?.newest ?? Date.now()).getTime();
  // The export's window: completed orders before the last 30 days, back to the 100,000th.
  const to = new Date(newest - 30 * DAY_MS).toISOString();
  const [edge] = rowsOf<{ placed_at: Date | string }>(
    await database.db.execute(sql`
      SELECT placed_at FROM shop_order WHERE status = 'COMPLETED' AND placed_at < ${to}::timestamptz
      ORDER BY placed_at DESC OFFSET ${EXPORT_ROWS - 1} LIMIT 1`),
  );
  const from = new Date(edge?.placed_at ?? 0).toISOString();
  return {
    newest,
    customers: { first: Number(row?.first), last: Number(row?.last) },
    exportWindow: { from, to },
  };
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function benchOne(kind: OrdersRow['kind'], prepared: Prepared): Promise<OrdersRow> {
  const log = (line: string) => console.log(`orders/${kind}:${line}`);
  const { database } = prepared;
  const app = await benchApp(database);
  try {
    const shape = await shapeOf(database);
    const base = await app.listen({ port: 0, host: HOST });
    const token = await signIn(base);
    const random = seededRandom(8);
    // A 30-day window ending up to a week before the newest order, so requests differ.
    const windowOf = () => {
      const to = shape.newest + 60_000 - Math.floor(random() * 7 * DAY_MS);
      return { from: new Date(to - 30 * DAY_MS).toISOString(), to: new Date(to).toISOString() };
    };
    const timed = (urlOf: () => string, check: (data: unknown) => void): Promise<Latency> =>
      measureGets(urlOf, token, { warmUp: WARM_UP, count: REQUESTS, check });

    let shippedTotal = 0;
    const list = await timed(
      () =>
        `${base}${api.listOrders.path}?${query({ tab: 'SHIPPED', ...windowOf(), page: 1, pageSize: 20 })}`,
      (data) => {
        const { items, total } = data as { items: unknown[]; total: number };
        if (items.length !== 20) throw new Error(`the SHIPPED page has ${items.length} orders`);
        shippedTotal = total;
      },
    );
    log(`  list, SHIPPED over 30 days: p95 ${list.p95.toFixed(1)} ms (${shippedTotal} orders)`);
    let allTotal = 0;
    const counts = await timed(
      () => `${base}${api.countOrderTabs.path}?${query(windowOf())}`,
      (data) => {
        allTotal = (data as { ALL: number }).ALL;
      },
    );
    log(`  tab counts over 30 days: p95 ${counts.p95.toFixed(1)} ms (${allTotal} orders)`);

    const { first, last } = shape.customers;
    const customerId = () => first + Math.floor(random() * (last - first + 1));
    const customer = await timed(
      () => `${base}${fillPath(api.getCustomer.path, { id: customerId() })}`,
      () => {},
    );
    log(`  customer detail: p95 ${customer.p95.toFixed(1)} ms`);
    let ordersSeen = 0;
    const customerOrders = await timed(
      () => `${base}${api.listOrders.path}?${query({ customerId: customerId(), page: 1, pageSize: 20 })}`,
      (data) => {
        ordersSeen += (data as { total: number }).total;
      },
    );
    log(`  a customer's orders: p95 ${customerOrders.p95.toFixed(1)} ms`);

    const exportUrl = `${base}${api.exportOrders.path}?${query({ tab: 'COMPLETED', ...shape.exportWindow })}`;
    const exports: ExportFigures[] = [];
    for (let i = 0; i < EXPORT_RUNS; i++) {
      const figures = await timeExport(exportUrl, token);
      if (figures.rows !== EXPORT_ROWS || figures.announced !== EXPORT_ROWS)
        throw new Error(`the export wrote ${figures.rows} rows (announced ${figures.announced})`);
      exports.push(figures);
      log(
        `  export: ${figures.rows} rows, ${(figures.bytes / 2 ** 20).toFixed(1)} MiB in ${(figures.ms / 1000).toFixed(1)} s, RSS ${figures.rssBeforeMiB.toFixed(0)} → peak ${figures.rssPeakMiB.toFixed(0)} MiB`,
      );
    }
    const liveHeap = await measureLiveHeap(exportUrl, token);
    log(
      `  export, live heap: ${liveHeap.beforeMiB.toFixed(0)} → peak ${liveHeap.peakMiB.toFixed(0)} → ${liveHeap.afterMiB.toFixed(0)} MiB`,
    );
    return {
      kind,
      prepared,
      liveHeap,
      shippedTotal,
      allTotal,
      ordersPerCustomer: ordersSeen / (REQUESTS + WARM_UP),
      list,
      counts,
      customer,
      customerOrders,
      exports,
    };
  } finally {
    await app.close();
  }
}

export async function runOrdersBench(): Promise<void> {
  const loadBefore = loadAverage();
  const rows = await onEachOrdersDatabase('orders', benchOne);
  const markdown = report(rows, { loadBefore, orders: ORDERS, requests: REQUESTS, exportRows: EXPORT_ROWS });
  console.log(markdown);
  console.log(`written to ${writeSection('orders', markdown)}`);
}
