import pg from 'pg';
import { createMigratedDatabase, dropDatabase, urlOfDatabase } from './postgres-template.js';

/**
 * Runs `work` with the URL of a brand-new, empty database on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped afterwards (even with sessions still open): for tests that start
 * server processes on a database of their own.
 */
export async function withEmptyDatabase(label: string, work: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `shop_test_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * As withEmptyDatabase, on a copy of the migrated template: for tests that start several servers
 * on one database and are not about its first migration (the servers' migrator finds nothing to do).
 */
export async function withMigratedDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = await createMigratedDatabase(adminUrl, 'shop_test');
  try {
    await work(urlOfDatabase(adminUrl, name));
  } finally {
    await dropDatabase(adminUrl, name);
  }
}
