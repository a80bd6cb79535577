import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reconcileStock } from '@shop/server/areas/inventory/stock-reconcile';
import { type Database, openDatabase } from '@shop/server/db/client';
import { seedBulkOrders } from '@shop/server/seed/bulk-orders';
import { checkOrderInvariants } from '@shop/server/seed/bulk-orders-check';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { sql } from 'drizzle-orm';
import { PASSWORD } from './api-bench.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';
import { rowsOf } from './deferred-indexes.js';
import { migratedByToday, readLoadInfo } from './kept-data.js';

/**
 * The orders benchmark's data: a million orders (BENCH_ORDERS) loaded by the bulk seed into a
 * database of the bench's own, kept between runs: PostgreSQL database `bench_orders` on the
 * local server, PGlite folder `shop-bench-orders-pglite` in the temp dir. A run reuses it when it
 * holds exactly that many orders and was migrated by today's migration files (same names and
 * hashes); otherwise, or with BENCH_ORDERS_RELOAD=1, it starts again from an empty database.
 * A fresh load is followed by every invariant check, whose answers are kept beside the data.
 */

export const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DATABASE_NAME = 'bench_orders';
const PGLITE_DIR = path.join(os.tmpdir(), 'shop-bench-orders-pglite');

export interface LoadInfo {
  loadedAt: string;
  orders: number;
  lines: number;
  customers: number;
  events: number;
  movements: number;
  /** Generator phases: orders with everything hanging off them, stock ledger, VACUUM ANALYZE. */
  ms: { orders: number; stock: number; vacuum: number; total: number };
  checkMs: number;
  /** Rows breaking each invariant, and stock mismatches (all 0 when right). */
  violations: number;
  stockMismatches: number;
}

export interface Prepared {
  database: Database;
  load: LoadInfo | undefined;
  reused: boolean;
}

async function holdsTheData(database: Database): Promise<boolean> {
  const [orders] = rowsOf<{ n: string | number }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM shop_order`),
  );
  return Number(orders?.n) === ORDERS && (await migratedByToday(database));
}

async function load(database: Database, log: (line: string) => void): Promise<LoadInfo> {
  // The history's shipments and refunds are the admin's, who also signs the bench in.
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const now = new Date();
  const result = await seedBulkOrders(database.db, { orders: ORDERS, now, log: (line) => log(`  ${line}`) });
  const started = performance.now();
  const violations = (await checkOrderInvariants(database.db, { asOf: now })).reduce(
    (sum, c) => sum + c.violations,
    0,
  );
  const stockMismatches = (await reconcileStock(database.db)).length;
  const checkMs = performance.now() - started;
  log(
    `  invariants: ${violations} violations, ${stockMismatches} stock mismatches, in ${(checkMs / 1000).toFixed(1)} s`,
  );
  return { loadedAt: new Date().toISOString(), ...result, checkMs, violations, stockMismatches };
}

const infoPath = (kind: string) =>
  kind === 'pglite'
    ? path.join(PGLITE_DIR, 'bench-load.json')
    : path.join(os.tmpdir(), `shop-bench-orders-${kind}.json`);
const readInfo = (kind: string) => readLoadInfo<LoadInfo>(infoPath(kind));

/** Opens the database, reusing its data when it holds the run's orders, else loading them. */
async function prepare(
  kind: 'postgres' | 'pglite',
  open: () => Promise<Database>,
  wipe: () => Promise<void>,
  log: (line: string) => void,
): Promise<Prepared> {
  if (process.env.BENCH_ORDERS_RELOAD !== '1') {
    // A database made by older migration files may not even open (a rewritten migration runs again).
    const database = await open().catch((error: Error) => {
      log(
        `  the kept data does not open with today's migrations (${error.message.split('\n')[0]}); loading again`,
      );
      return undefined;
    });
    if (database && (await holdsTheData(database))) {
      await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
      log(`  reusing the ${ORDERS} orders already loaded`);
      return { database, load: readInfo(kind), reused: true };
    }
    await database?.close();
  }
  await wipe();
  const database = await open();
  const info = await load(database, log);
  fs.writeFileSync(infoPath(kind), JSON.stringify(info, null, 2));
  return { database, load: info, reused: false };
}

export async function preparePglite(log: (line: string) => void): Promise<Prepared> {
  return prepare(
    'pglite',
    async () => {
      fs.mkdirSync(PGLITE_DIR, { recursive: true });
      return openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
    },
    async () => fs.rmSync(PGLITE_DIR, { recursive: true, force: true }),
    log,
  );
}

/** The bench's PostgreSQL database, or undefined when no server answers. */
export async function preparePostgres(log: (line: string) => void): Promise<Prepared | undefined> {
  try {
    const found = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE_NAME}'`);
    if (found.rowCount === 0) await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
  } catch (error) {
    log(`PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}); PGlite only.`);
    return undefined;
  }
  const url = databaseUrl(DATABASE_NAME);
  return prepare(
    'postgres',
    () => openDatabase({ kind: 'postgres', url }),
    async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
    },
    log,
  );
}

export type OrdersDatabase = 'postgres' | 'pglite';

/**
 * Runs `bench` over the million orders on each database BENCH_ORDERS_DB allows (both when
 * unset; PostgreSQL skipped when unreachable), closing each afterwards; lines it logs are
 * prefixed `<label>/<database>:`. Answers a row per database measured.
 */
export async function onEachOrdersDatabase<Row>(
  label: string,
  bench: (kind: OrdersDatabase, prepared: Prepared) => Promise<Row>,
): Promise<Row[]> {
  const only = process.env.BENCH_ORDERS_DB;
  const rows: Row[] = [];
  const databases: [OrdersDatabase, typeof preparePglite | typeof preparePostgres][] = [
    ['postgres', preparePostgres],
    ['pglite', preparePglite],
  ];
  for (const [kind, prepare] of databases) {
    if (only && only !== kind) continue;
    const prepared = await prepare((line) => console.log(`${label}/${kind}:${line}`));
    if (!prepared) continue;
    try {
      rows.push(await bench(kind, prepared));
    } finally {
      await prepared.database.close();
    }
  }
  return rows;
}
