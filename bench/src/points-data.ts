import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PointMismatch, reconcilePoints } from '@shop/server/areas/point/point-reconcile';
import { type Database, openDatabase } from '@shop/server/db/client';
import { staffUser } from '@shop/server/db/schema';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD } from './api-bench.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';
import { rowsOf } from './deferred-indexes.js';
import { migratedByToday, readLoadInfo } from './kept-data.js';
import { fullPointsSize, GENERATOR_VERSION, loadPoints, type PointsLoad } from './points-load.js';

/**
 * The points benchmark's data (points-load.ts), kept between runs as the orders bench keeps its
 * own: PostgreSQL database `bench_points` on the local server, PGlite folder
 * `shop-bench-points-pglite` in the temp dir (a smaller BENCH_POINTS_CUSTOMERS gets a name of its
 * own, so a quick try leaves the full data alone). A run reuses it when it holds that many
 * customers, the row count written when it was loaded, and was migrated by today's migration
 * files; otherwise, or with BENCH_POINTS_RELOAD=1, it loads again from an empty database. The
 * expiry run writes rows into an append-only ledger, so it runs on a copy (a database made from
 * this one as a template, or a copy of the folder) that is removed afterwards.
 */

export const CUSTOMERS = Number(process.env.BENCH_POINTS_CUSTOMERS ?? fullPointsSize.customers);
const suffix = CUSTOMERS === fullPointsSize.customers ? '' : `_${CUSTOMERS}`;
const DATABASE_NAME = `bench_points${suffix}`;
const COPY_NAME = `${DATABASE_NAME}_expiry`;
const PGLITE_DIR = path.join(os.tmpdir(), `shop-bench-points-pglite${suffix}`);
const PGLITE_COPY = `${PGLITE_DIR}-expiry`;

export type Kind = 'postgres' | 'pglite';

export interface LoadInfo extends PointsLoad {
  loadedAt: string;
  checkMs: number;
  /** What reconcilePoints found: balances not the sum of their rows, rows not chaining from the one before. */
  balanceMismatches: number;
  chainBreaks: number;
}

/** A kept database: open it, copy it for a run that writes, and remove the copy. */
export interface PointsData {
  kind: Kind;
  load: LoadInfo | undefined;
  reused: boolean;
  open(): Promise<Database>;
  /** A writable copy of the data (call with the data closed), and how to remove it. */
  copy(): Promise<{ open(): Promise<Database>; remove(): Promise<void>; ms: number }>;
}

const infoPath = (kind: Kind) =>
  kind === 'pglite'
    ? path.join(PGLITE_DIR, 'bench-points.json')
    : path.join(os.tmpdir(), `shop-bench-points-postgres${suffix}.json`);

const readInfo = (kind: Kind) => readLoadInfo<LoadInfo>(infoPath(kind));

async function holdsTheData(database: Database, info: LoadInfo | undefined): Promise<boolean> {
  if (info?.generator !== GENERATOR_VERSION) return false;
  const [row] = rowsOf<{ customers: string | number; rows: string | number }>(
    await database.db.execute(sql`
      SELECT (SELECT count(*) FROM customer) AS customers, (SELECT count(*) FROM point_ledger) AS rows`),
  );
  return (
    Number(row?.customers) === CUSTOMERS &&
    Number(row?.rows) === info.rows &&
    (await migratedByToday(database))
  );
}

async function adminId(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(eq(staffUser.username, 'admin'));
  return row?.id ?? 1;
}

async function load(database: Database, log: (line: string) => void): Promise<LoadInfo> {
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const loaded = await loadPoints(database.db, {
    size: { ...fullPointsSize, customers: CUSTOMERS },
    actorId: await adminId(database),
    log,
  });
  const started = performance.now();
  // The project's reconciler (it also holds each reversal to its original).
  const mismatches = await reconcilePoints(database.db);
  const checkMs = performance.now() - started;
  const ofKind = (kind: PointMismatch['kind']) => mismatches.filter((m) => m.kind === kind).length;
  log(
    `  reconcilePoints: ${mismatches.length} mismatches (${ofKind('balance')} balances, ${ofKind('chain')} chains), in ${(checkMs / 1000).toFixed(1)} s`,
  );
  return {
    ...loaded,
    loadedAt: new Date().toISOString(),
    checkMs,
    balanceMismatches: ofKind('balance'),
    chainBreaks: ofKind('chain'),
  };
}

/** Opens the kept data, reusing it when it holds the run's customers, else loading it; closes it again. */
async function prepare(
  kind: Kind,
  open: () => Promise<Database>,
  wipe: () => Promise<void>,
  log: (line: string) => void,
): Promise<{ load: LoadInfo | undefined; reused: boolean }> {
  if (process.env.BENCH_POINTS_RELOAD !== '1') {
    // Data made by older migration files may not even open (a rewritten migration runs again).
    const database = await open().catch((error: Error) => {
      log(`  the kept data does not open with today's migrations (${error.message.split('\n')[0]})`);
      return undefined;
    });
    if (database) {
      try {
        const info = readInfo(kind);
        if (await holdsTheData(database, info)) {
          await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
          log(`  reusing the ${info?.rows} ledger rows of ${CUSTOMERS} customers loaded ${info?.loadedAt}`);
          return { load: info, reused: true };
        }
      } finally {
        await database.close();
      }
    }
  }
  log('  loading the data');
  await wipe();
  const database = await open();
  try {
    const info = await load(database, log);
    fs.writeFileSync(infoPath(kind), JSON.stringify(info, null, 2));
    return { load: info, reused: false };
  } finally {
    await database.close();
  }
}

export async function pglitePoints(log: (line: string) => void): Promise<PointsData> {
  const open = (dataDir: string) => () => {
    fs.mkdirSync(dataDir, { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir });
  };
  const prepared = await prepare(
    'pglite',
    open(PGLITE_DIR),
    async () => fs.rmSync(PGLITE_DIR, { recursive: true, force: true }),
    log,
  );
  return {
    kind: 'pglite',
    ...prepared,
    open: open(PGLITE_DIR),
    async copy() {
      const started = performance.now();
      fs.rmSync(PGLITE_COPY, { recursive: true, force: true });
      fs.cpSync(PGLITE_DIR, PGLITE_COPY, { recursive: true });
      return {
        open: open(PGLITE_COPY),
        remove: async () => fs.rmSync(PGLITE_COPY, { recursive: true, force: true }),
        ms: performance.now() - started,
      };
    },
  };
}

/** The bench's PostgreSQL database, or undefined when no server answers. */
export async function postgresPoints(log: (line: string) => void): Promise<PointsData | undefined> {
  try {
    const found = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${DATABASE_NAME}'`);
    if (found.rowCount === 0) await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
  } catch (error) {
    log(`PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}); PGlite only.`);
    return undefined;
  }
  const open = (name: string) => () => openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  const prepared = await prepare(
    'postgres',
    open(DATABASE_NAME),
    async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
    },
    log,
  );
  return {
    kind: 'postgres',
    ...prepared,
    open: open(DATABASE_NAME),
    async copy() {
      const started = performance.now();
      await adminQuery(`DROP DATABASE IF EXISTS "${COPY_NAME}" WITH (FORCE)`);
      // FILE_COPY copies the files as they are (the default, WAL_LOG, writes every page to the WAL).
      await adminQuery(`CREATE DATABASE "${COPY_NAME}" TEMPLATE "${DATABASE_NAME}" STRATEGY = FILE_COPY`);
      return {
        open: open(COPY_NAME),
        remove: async () => {
          await adminQuery(`DROP DATABASE IF EXISTS "${COPY_NAME}" WITH (FORCE)`);
        },
        ms: performance.now() - started,
      };
    },
  };
}
