import type { Db } from '@shop/server/db/client';
import { sql } from 'drizzle-orm';

/**
 * Runs a bulk load with a table's secondary indexes, unique and foreign-key constraints taken
 * off, then puts back exactly what was there (read from the catalogue, so it follows the
 * migrations), as pg_restore does: building an index once over sorted rows and checking a
 * foreign key in one join is many times faster than maintaining them row by row. The primary
 * key and CHECK constraints stay, so every row is still checked as it goes in. Re-adding the
 * constraints validates every loaded row against them.
 */

interface Definition {
  name: string;
  def: string;
}

/** Both drivers answer raw SQL with `rows`; the shared Db type does not say so. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

export async function withDeferredIndexes<T>(db: Db, table: string, load: () => Promise<T>): Promise<T> {
  const constraints = rowsOf<Definition>(
    await db.execute(sql`
      SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = ${table}::regclass AND contype IN ('f', 'u') ORDER BY conname`),
  );
  const indexes = rowsOf<Definition>(
    await db.execute(sql`
      SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ${table}
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${table}::regclass)
      ORDER BY indexname`),
  );
  for (const c of constraints)
    await db.execute(sql`ALTER TABLE ${ident(table)} DROP CONSTRAINT ${ident(c.name)}`);
  for (const i of indexes) await db.execute(sql`DROP INDEX ${ident(i.name)}`);
  try {
    return await load();
  } finally {
    await db.transaction(async (tx) => {
      // Index builds sort in memory up to this much instead of spilling to disk.
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
      for (const i of indexes) await tx.execute(sql.raw(i.def));
      for (const c of constraints)
        await tx.execute(sql`ALTER TABLE ${ident(table)} ADD CONSTRAINT ${ident(c.name)} ${sql.raw(c.def)}`);
    });
  }
}
