import { type Database, openDatabase } from '../../db/client.js';
import { createMigratedDatabase, dropDatabase, urlOfDatabase } from '../postgres-template.js';

/**
 * A brand-new database on the TEST_DATABASE_URL server for one race test, migrated (a copy of the
 * migrated template), with a connection of the test's own to check the books; `drop` removes it
 * (servers stopped first).
 */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; database: Database; drop(): Promise<void> }> {
  const name = await createMigratedDatabase(adminUrl, 'shop_race');
  const url = urlOfDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  return {
    url,
    database,
    async drop() {
      await database.close().catch(() => {});
      await dropDatabase(adminUrl, name);
    },
  };
}
