import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@shop/server/db/client';
import { seedBulkOrders } from '@shop/server/seed/bulk-orders';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { PASSWORD } from './api-bench.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';

/**
 * The responsiveness bench's databases, each made for one run and removed after it: a PGlite
 * folder in the temp dir, or a database of its own on the local PostgreSQL server. The server
 * under test opens it as a child process; the bench opens it itself only while no server runs
 * (PGlite's folder admits one process), to load the orders and to set up the order clock's backlog.
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server child needs to open it. */
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export function pgliteDatabase(name: string): BenchDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database `name` on the local server, or undefined when none answers. */
export async function postgresDatabase(name: string): Promise<BenchDatabase | undefined> {
  try {
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}); skipped.`);
    return undefined;
  }
  const url = databaseUrl(name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url }),
    remove: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Staff (the bench's password) and `orders` bulk orders with their customers, catalogue and stock. */
export async function loadOrders(target: BenchDatabase, orders: number, log: (line: string) => void) {
  const database = await target.open();
  try {
    await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
    const started = performance.now();
    await seedBulkOrders(database.db, { orders, log: (line) => log(`  ${line}`) });
    log(`  ${orders} orders loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/** Runs `work` on the database opened by the bench (no server may be running on PGlite). */
export async function withDatabase<T>(target: BenchDatabase, work: (database: Database) => Promise<T>) {
  const database = await target.open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
