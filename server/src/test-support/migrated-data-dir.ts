import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { migrationsHash } from './postgres-template.js';

/** Where the migrated `pgdata` of the current migrations is kept (a new migration, a new one). */
const templateOf = () => path.join(os.tmpdir(), `shop-test-pgdata-${migrationsHash()}`);

/**
 * A `pgdata` with every migration applied and nothing else (no staff, no config), built once
 * by the first caller in a folder of its own and renamed into place when whole (of two racing,
 * the first rename wins and the other's copy is thrown away). Call it in a `beforeAll`: the build
 * is an initdb and every migration.
 */
export async function migratedPgdata(): Promise<string> {
  const template = templateOf();
  if (fs.existsSync(template)) return template;
  const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  await database.close();
  try {
    fs.renameSync(path.join(building, 'pgdata'), template);
  } catch (error) {
    if (!fs.existsSync(template)) throw error;
  }
  fs.rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * Fills `dataDir` with a migrated, empty database, as a server's first start leaves it before
 * seeding: a PGlite initdb and every migration cost 5–15 s per first start on the two-core
 * machine. For process tests about locking, stopping and restarting a folder, not about the first
 * start itself (those keep an empty folder).
 */
export async function fillWithMigratedDatabase(dataDir: string): Promise<void> {
  fs.cpSync(await migratedPgdata(), path.join(dataDir, 'pgdata'), { recursive: true });
}
