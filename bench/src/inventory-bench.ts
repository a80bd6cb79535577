import os from 'node:os';
import { reconcileStock } from '@shop/server/areas/inventory/stock-reconcile';
import { type Database, openDatabase } from '@shop/server/db/client';
import { staffUser } from '@shop/server/db/schema';
import { readConfig } from '@shop/server/lib/read-config';
import { seededRandom } from '@shop/server/seed/demo-stock';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { eq } from 'drizzle-orm';
import { PASSWORD, signIn } from './api-bench.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';
import { benchApp, HOST } from './bench-server.js';
import { fullSize, type LoadTimes, loadInventory } from './inventory-load.js';
import { type Latency, measureGets } from './latency.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';
import { withScratchPglite } from './scratch-pglite.js';

/**
 * `npm run bench -- inventory`: 100k SKUs (20k products) and 2M stock movements, then the two
 * inventory lists staff open most, through the real server over HTTP: the low-stock filter of
 * the InventorySKU page (with its total) and one SKU's records. Targets: p95 < 50 ms on
 * PostgreSQL, < 150 ms on PGlite. `BENCH_INVENTORY_PRODUCTS` shrinks the data for a quick try;
 * `BENCH_INVENTORY_DB=postgres|pglite` runs one database only.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 30;
const targets = { postgres: 50, pglite: 150 } as const;
const DATABASE_NAME = 'shop_bench_inventory';

interface Row {
  kind: 'postgres' | 'pglite';
  load: LoadTimes;
  reconcileMs: number;
  mismatches: number;
  lowTotal: number;
  low: Latency;
  records: Latency;
}

async function benchOne(kind: Row['kind'], database: Database): Promise<Row> {
  const log = (line: string) => console.log(`inventory/${kind}:${line}`);
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  // Building the app adds the system config keys (the default low-stock threshold among them).
  const app = await benchApp(database);
  try {
    const products = Number(process.env.BENCH_INVENTORY_PRODUCTS ?? fullSize.products);
    const load = await loadInventory(database.db, {
      size: { ...fullSize, products },
      defaultThreshold: await readConfig(database.db, 'low_stock_default_threshold'),
      actorId:
        (
          await database.db
            .select({ id: staffUser.id })
            .from(staffUser)
            .where(eq(staffUser.username, 'admin'))
        )[0]?.id ?? 1,
      log,
    });
    const started = performance.now();
    const mismatches = (await reconcileStock(database.db)).length;
    const reconcileMs = performance.now() - started;
    log(`  reconcileStock: ${mismatches} mismatches in ${(reconcileMs / 1000).toFixed(1)} s`);

    const base = await app.listen({ port: 0, host: HOST });
    const token = await signIn(base);
    let lowTotal = 0;
    const low = await measureGets(
      () => `${base}/base/admin/inventory/skus?stock=low&page=1&pageSize=20`,
      token,
      {
        warmUp: WARM_UP,
        count: REQUESTS,
        check: (data) => {
          const { items, total } = data as { items: unknown[]; total: number };
          if (items.length !== 20) throw new Error(`low-stock page has ${items.length} items`);
          lowTotal = total;
        },
      },
    );
    log(`  low-stock list: p95 ${low.p95.toFixed(1)} ms (${lowTotal} low SKUs)`);
    const random = seededRandom(42);
    const skuIds = load.skus;
    const records = await measureGets(
      () =>
        `${base}/base/admin/inventory/records?skuId=${1 + Math.floor(random() * skuIds)}&page=1&pageSize=20`,
      token,
      {
        warmUp: WARM_UP,
        count: REQUESTS,
        check: (data) => {
          if ((data as { total: number }).total < 5) throw new Error('a SKU with fewer than 5 records');
        },
      },
    );
    log(`  records of a random SKU: p95 ${records.p95.toFixed(1)} ms`);
    return { kind, load, reconcileMs, mismatches, lowTotal, low, records };
  } finally {
    await app.close();
  }
}

/** A fresh database of our own on the local server, or undefined when none answers. */
async function createPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  try {
    await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}); PGlite only.`);
    return undefined;
  }
  return {
    url: databaseUrl(DATABASE_NAME),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
    },
  };
}

async function runPostgres(): Promise<Row | undefined> {
  const created = await createPostgres();
  if (!created) return undefined;
  try {
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    try {
      return await benchOne('postgres', database);
    } finally {
      await database.close();
    }
  } finally {
    await created.drop();
  }
}

function runPglite(): Promise<Row> {
  return withScratchPglite('inventory', (database) => benchOne('pglite', database));
}

const ms = (n: number) => n.toFixed(1);
const verdict = (p95: number, target: number) => (p95 < target ? 'met' : 'MISSED');

/** Other work on the machine moves latency figures; the section says how busy it was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

function report(rows: Row[], loadBefore: string): string {
  const latency = [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | target p95 | result |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) => [
      `| ${r.kind} | (a) low-stock SKUs, page 1 of ${r.lowTotal} | ${ms(r.low.p50)} | ${ms(r.low.p95)} | ${ms(r.low.p99)} | ${ms(r.low.max)} | < ${targets[r.kind]} ms | ${verdict(r.low.p95, targets[r.kind])} |`,
      `| ${r.kind} | (b) records of a random SKU | ${ms(r.records.p50)} | ${ms(r.records.p95)} | ${ms(r.records.p99)} | ${ms(r.records.max)} | < ${targets[r.kind]} ms | ${verdict(r.records.p95, targets[r.kind])} |`,
    ]),
  ].join('\n');
  const loading = [
    '| database | SKUs | movements | catalogue | movements | balances + VACUUM ANALYZE | reconcileStock | mismatches |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.load.skus} | ${r.load.movements} | ${(r.load.catalogueMs / 1000).toFixed(1)} s | ${(r.load.movementsMs / 1000).toFixed(1)} s | ${(r.load.balancesMs / 1000).toFixed(1)} s | ${(r.reconcileMs / 1000).toFixed(1)} s | ${r.mismatches} |`,
    ),
  ].join('\n');
  const size = rows[0]
    ? `${rows[0].load.skus.toLocaleString('en')} SKUs and ${rows[0].load.movements.toLocaleString('en')} movements`
    : 'no data';
  return `## inventory: stock lists over ${size}\n\nTaken ${new Date().toISOString()} on ${machineLine()}; load average (1/5/15 min) ${loadBefore} at the start, ${loadAverage()} at the end.\nData: bench/src/inventory-load.ts (set-based SQL keeping the ledger's invariants, checked by reconcileStock). Requests: the real server (benchApp) over HTTP on 127.0.0.1, signed in as admin, one at a time, ${WARM_UP} warm-up then ${REQUESTS} timed, each to the last byte of the body; (b) picks a SKU at random per request. PostgreSQL: a fresh local database; PGlite: a temporary data folder.\n\n${latency}\n\nLoading (the movements step includes rebuilding the ledger's indexes, unique and foreign keys, which bench/src/deferred-indexes.ts takes off for the bulk insert):\n\n${loading}`;
}

export async function runInventoryBench(): Promise<void> {
  const only = process.env.BENCH_INVENTORY_DB;
  const loadBefore = loadAverage();
  const rows: Row[] = [];
  if (only !== 'pglite') {
    const row = await runPostgres();
    if (row) rows.push(row);
  }
  if (only !== 'postgres') rows.push(await runPglite());
  const markdown = report(rows, loadBefore);
  console.log(markdown);
  console.log(`written to ${writeSection('inventory', markdown)}`);
}
