import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder, openDatabase } from '../db/client.js';
import { createMigratedDatabase, dropDatabase, migrationsHash, urlOfDatabase } from './postgres-template.js';

/**
 * The database a test file runs against: in-memory PGlite, or (TEST_DB=postgres) a brand-new
 * database on the TEST_DATABASE_URL server (a copy of a migrated template), dropped afterwards,
 * so runs can repeat and files never see each other's rows.
 */
export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** The connection URL when on PostgreSQL (e.g. to start a second process against it). */
  url?: string;
}

/** Names the migrated template by the migrations it holds, so a new migration makes a new one. */
function templatePath(): string {
  return path.join(os.tmpdir(), `shop-test-pglite-${migrationsHash()}.tar`);
}

/**
 * A fresh in-memory PGlite costs an initdb and every migration (3–7 s on the two-core machine);
 * loading a tarball of an already migrated one costs about a second. The first test file to need
 * it writes the tarball (by rename, so two files racing both end with a whole one).
 */
async function migratedTemplate(): Promise<Blob> {
  const file = templatePath();
  if (!fs.existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder });
    const tarball = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite')
    return openDatabase({ kind: 'pglite', loadDataDir: await migratedTemplate() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = await createMigratedDatabase(adminUrl, 'shop_test');
  const url = urlOfDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
