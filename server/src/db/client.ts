import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database as every area sees it: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined: an in-memory database (tests), started from `loadDataDir` (a
   * `dumpDataDir` tarball) when given, which skips PGlite's initdb.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export class DataDirDamagedError extends Error {}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any 64-bit number the project owns: serialises migrations across server instances. */
const MIGRATION_LOCK_KEY = 7_305_914_022;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

function assertLooksLikeDatabase(pgdata: string): void {
  if (!fs.existsSync(pgdata)) return;
  const entries = fs.readdirSync(pgdata);
  if (entries.length === 0) return;
  if (!entries.includes('PG_VERSION') || !entries.includes('global')) {
    throw new DataDirDamagedError(
      `The database folder ${pgdata} is damaged or is not a database folder (PG_VERSION or global/ is missing). Restore it from a backup, or move it away to start with an empty database.`,
    );
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    lock = acquireDataDirLock(dataDir);
    const pgdata = path.join(dataDir, 'pgdata');
    try {
      assertLooksLikeDatabase(pgdata);
      client = await PGlite.create(pgdata);
    } catch (error) {
      lock.release();
      if (error instanceof DataDirDamagedError) throw error;
      throw new DataDirDamagedError(
        `The database folder ${pgdata} could not be opened; it looks damaged (${(error as Error).message || String(error)}). Restore it from a backup, or move it away to start with an empty database.`,
      );
    }
  } else {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    lock?.release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 10)
    : openPglite(target.dataDir, target.loadDataDir);
}
