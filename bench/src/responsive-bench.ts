import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '@shop/contract/api';
import { sql } from 'drizzle-orm';
import { PASSWORD, signIn } from './api-bench.js';
import { rowsOf } from './deferred-indexes.js';
import { loadAverage } from './orders-report.js';
import { startProbe } from './request-probe.js';
import {
  type BenchDatabase,
  loadOrders,
  pgliteDatabase,
  postgresDatabase,
  withDatabase,
} from './responsive-data.js';
import { type ResponsiveRow, responsiveReport } from './responsive-report.js';
import { bulkActions, exportAllOrders, importProducts, productIds, setConfig } from './responsive-work.js';
import { writeSection } from './results-file.js';
import { type ServerChild, startServerChild } from './server-child.js';

/**
 * `npm run bench -- responsive` (issue 16, "never frozen"): while the server does background work,
 * does it still answer? For each database the built server runs as a child process on a fresh
 * database of 100,000 bulk orders (BENCH_RESPONSIVE_ORDERS), and a probe in a worker thread asks
 * for health and the first orders page every ~20 ms for as long as each work lasts: (a) nothing,
 * (b) a CSV export of every order read by a client, (c) the order clock working off a backlog,
 * (d) a CSV import of 3,000 products, (e) bulk price and status changes on 500 products, and
 * (f) the demo storefront loading on an empty database. Target: p99 ≤ 100 ms for both requests.
 * BENCH_RESPONSIVE_DB=pglite|postgres runs one database.
 */

const ORDERS = Number(process.env.BENCH_RESPONSIVE_ORDERS ?? 100_000);
const IMPORT_ROWS = 3000;
const BULK_IDS = 500;
const BULK_ROUNDS = 3;
const IDLE_MS = 5000;
const WARM_UP_MS = 3000;
/** The order clock's backlog: shipped orders older than this many days are overdue. */
const BACKLOG_COMPLETE_DAYS = 3;
const DEMO_LIMIT_MS = 15 * 60_000;
const LIST_PATH = `${api.listOrders.path}?page=1&pageSize=20`;

/** Health, then the orders' first page, every round. */
const consoleProbe = (base: string, token: string) =>
  startProbe(
    [
      { label: 'health' as const, url: `${base}${api.getHealth.path}` },
      { label: 'list' as const, url: `${base}${LIST_PATH}` },
    ],
    token,
    2,
  );

type Kind = ResponsiveRow['kind'];

/** Runs `work` with the probe on; the row's time is the work's own. */
async function probed(
  kind: Kind,
  scenario: string,
  base: string,
  token: string,
  work: () => Promise<string>,
): Promise<ResponsiveRow> {
  const probe = consoleProbe(base, token);
  const started = performance.now();
  let what: string;
  try {
    what = await work();
  } catch (error) {
    await probe.stop();
    throw error;
  }
  const workMs = performance.now() - started;
  const figures = await probe.stop();
  const row = { kind, scenario, what, workMs, figures };
  console.log(
    `responsive/${kind}: ${scenario}: ${what}; health p99 ${figures.byLabel.health.p99.toFixed(1)} ms, list p99 ${figures.byLabel.list.p99.toFixed(1)} ms (${figures.byLabel.health.count} rounds, ${figures.errors} errors)`,
  );
  return row;
}

function serverOn(target: BenchDatabase, env: Record<string, string> = {}): ServerChild {
  return startServerChild({ ...target.env, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'info', ...env });
}

/** Overdue orders the next tick will take: unpaid past their close time, shipped past the days. */
async function makeBacklog(target: BenchDatabase): Promise<{ unpaid: number; shipped: number }> {
  return withDatabase(target, async ({ db }) => {
    // The bulk orders' unpaid ones are all inside their close window; move it back a minute.
    await db.execute(sql`
      UPDATE shop_order SET auto_close_at = now() - interval '1 minute' WHERE status = 'PENDING_PAYMENT'`);
    const [row] = rowsOf<{ unpaid: number | string; shipped: number | string }>(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE status = 'PENDING_PAYMENT') AS unpaid,
               count(*) FILTER (WHERE status = 'SHIPPED'
                 AND shipped_at <= now() - make_interval(days => ${BACKLOG_COMPLETE_DAYS})) AS shipped
        FROM shop_order`),
    );
    return { unpaid: Number(row?.unpaid), shipped: Number(row?.shipped) };
  });
}

/** (a)–(e) on a database holding the bulk orders. */
async function benchWork(kind: Kind, target: BenchDatabase): Promise<ResponsiveRow[]> {
  const log = (line: string) => console.log(`responsive/${kind}:${line}`);
  await loadOrders(target, ORDERS, log);
  const rows: ResponsiveRow[] = [];
  let server = serverOn(target);
  try {
    const base = await server.ready;
    const token = await signIn(base);
    // Warm-up, not recorded: the server's first requests compile code and read cold pages.
    const warmUp = consoleProbe(base, token);
    await sleep(WARM_UP_MS);
    await warmUp.stop();
    rows.push(
      await probed(kind, 'a. idle', base, token, async () => {
        await sleep(IDLE_MS);
        return `${IDLE_MS / 1000} s of nothing`;
      }),
    );
    rows.push(await probed(kind, 'b. order export', base, token, () => exportAllOrders(base, token, ORDERS)));
    rows.push(
      await probed(kind, 'd. product CSV import', base, token, () =>
        importProducts(base, token, IMPORT_ROWS, `${kind}${Date.now()}`),
      ),
    );
    const ids = await productIds(base, token, BULK_IDS);
    rows.push(
      await probed(kind, 'e. product bulk actions', base, token, () =>
        bulkActions(base, token, ids, BULK_ROUNDS),
      ),
    );

    // The clock ticks once as the server starts (then every minute): a backlog set up while it is
    // stopped is worked off from the first moment, and the probe joins as soon as it answers.
    await setConfig(base, token, 'order_auto_complete_days', BACKLOG_COMPLETE_DAYS);
    await server.stop();
    const backlog = await makeBacklog(target);
    log(`  order clock backlog: ${backlog.unpaid} unpaid to close, ${backlog.shipped} shipped to complete`);
    server = serverOn(target);
    const clockBase = await server.ready;
    const clockServer = server;
    rows.push(
      await probed(kind, 'c. order clock backlog', clockBase, token, async () => {
        const line = await clockServer.logged(/"msg":"order clock( failed)?"/);
        const { closed, completed, msg } = JSON.parse(line) as {
          closed?: number;
          completed?: number;
          msg: string;
        };
        if (msg !== 'order clock') throw new Error(`the order clock failed: ${line}`);
        return `${closed} unpaid closed, ${completed} shipped completed (from the server's start)`;
      }),
    );
  } finally {
    await server.stop();
  }
  const left = await makeBacklog(target);
  log(`  left overdue after the clock: ${left.unpaid} unpaid, ${left.shipped} shipped`);
  return rows;
}

/** (f) The demo storefront played by a server started with SEED=demo on an empty database. */
async function benchDemo(kind: Kind, target: BenchDatabase): Promise<ResponsiveRow> {
  const server = serverOn(target, { SEED: 'demo' });
  try {
    const base = await server.ready;
    const signingIn = performance.now();
    const token = await signIn(base);
    const signInMs = performance.now() - signingIn;
    return await probed(kind, 'f. demo load (SEED=demo)', base, token, async () => {
      const done = server.logged(/demo customers and orders|demo orders stopped/);
      const line = await Promise.race([done, sleep(DEMO_LIMIT_MS).then(() => 'timed out')]);
      const result = JSON.parse(line.startsWith('{') ? line : '{}') as {
        orders?: number;
        customers?: number;
      };
      return line === 'timed out'
        ? `not finished after ${DEMO_LIMIT_MS / 60_000} min`
        : `${result.customers ?? '?'} customers, ${result.orders ?? '?'} orders (probed from the admin's sign-in, which took ${(signInMs / 1000).toFixed(1)} s, on)`;
    });
  } finally {
    await server.stop();
  }
}

async function benchKind(kind: Kind): Promise<ResponsiveRow[]> {
  const name = 'bench_responsive';
  const open = (suffix: string) =>
    kind === 'pglite'
      ? Promise.resolve(pgliteDatabase(`${name}${suffix}`))
      : postgresDatabase(`${name}${suffix}`);
  const rows: ResponsiveRow[] = [];
  const work = await open('');
  if (!work) return rows;
  try {
    rows.push(...(await benchWork(kind, work)));
  } finally {
    await work.remove();
  }
  const demo = await open('_demo');
  if (!demo) return rows;
  try {
    rows.push(await benchDemo(kind, demo));
  } finally {
    await demo.remove();
  }
  return rows;
}

export async function runResponsiveBench(): Promise<void> {
  const only = process.env.BENCH_RESPONSIVE_DB;
  const loadBefore = loadAverage();
  const rows: ResponsiveRow[] = [];
  if (only !== 'postgres') rows.push(...(await benchKind('pglite')));
  if (only !== 'pglite') rows.push(...(await benchKind('postgres')));
  const markdown = responsiveReport(rows, { loadBefore, orders: ORDERS });
  console.log(markdown);
  console.log(`written to ${writeSection('responsive', markdown)}`);
}
