import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../db/client.js';

/**
 * A brand-new database on the TEST_DATABASE_URL server for one race test, migrated, with a
 * connection of the test's own to check the books; `drop` removes it (servers stopped first).
 */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; database: Database; drop(): Promise<void> }> {
  const name = `shop_race_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close().catch(() => {});
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
