import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';

/**
 * Small SQL building blocks of the bulk order generator (bulk-orders.ts): deterministic
 * "random" numbers computed by the database, literal numbers, id blocks, and index deferral.
 */

/** A whole number written into the SQL text (constants of a run, never user input). */
export function lit(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return sql.raw(String(Math.trunc(n)));
}

/** A text[] literal of fixed words (quotes doubled, so any word is safe). */
export function words(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

/**
 * A pseudo-random whole number in [0, mod) from a key (an order or customer id) and a stream
 * number, so each decision draws its own number. hashint8 is PostgreSQL's own integer hash: the
 * same answer on every run and on PGlite, so a run can be recomputed statement by statement.
 */
export function pick(key: SQL, stream: number, mod: number | SQL): SQL {
  const m = typeof mod === 'number' ? lit(Math.max(1, mod)) : mod;
  return sql`((hashint8((${key})::bigint * 1031 + ${lit(stream)})::bigint + 2147483648) % ${m})`;
}

/** A pseudo-random fraction in [0, 1), as pick. */
export function fraction(key: SQL, stream: number): SQL {
  return sql`(${pick(key, stream, 1_000_000)}::float8 / 1000000)`;
}

export { affectedRows, rowsOf } from '../db/raw-rows.js';

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Takes `count` ids of a table's identity out of circulation and answers the id before the
 * first, so the generator can write `base + n` itself (INSERT … OVERRIDING SYSTEM VALUE) and
 * link rows without reading them back. Moving the sequence first means a concurrent insert
 * can never be handed one of these ids.
 */
export async function reserveIds(tx: Db, table: string, count: number): Promise<number> {
  const sequence = sql.raw(`"${table}_id_seq"`);
  const [row] = rowsOf<{ base: string | number }>(
    await tx.execute(sql`
      SELECT setval(${`${table}_id_seq`}::regclass,
                    greatest((SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${sequence}),
                             (SELECT coalesce(max(id), 0) FROM ${ident(table)}))
                      + ${lit(count)}) - ${lit(count)} AS base`),
  );
  return Number(row?.base ?? 0);
}

interface Definition {
  table: string;
  name: string;
  def: string;
}

/**
 * Runs a bulk load with the tables' secondary indexes, unique and foreign-key constraints taken
 * off, then puts back exactly what was there (read from the catalogue, so it follows the
 * migrations), as pg_restore does: one index build over the loaded rows and one join per
 * foreign key are many times faster than keeping them row by row. Primary keys and CHECKs
 * stay, so every row is still checked as it goes in; re-adding a constraint checks every row
 * against it. All of it happens in the caller's transaction: a failed load leaves nothing behind.
 */
export async function withDeferredIndexes<T>(tx: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const constraints = rowsOf<Definition>(
    await tx.execute(sql`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
      FROM pg_constraint
      WHERE conrelid::regclass::text IN (${list}) AND contype IN ('f', 'u') ORDER BY 1, 2`),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`
      SELECT tablename AS table, indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN (${list})
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))
      ORDER BY 1, 2`),
  );
  for (const c of constraints)
    await tx.execute(sql`ALTER TABLE ${ident(c.table)} DROP CONSTRAINT ${ident(c.name)}`);
  for (const i of indexes) await tx.execute(sql`DROP INDEX ${ident(i.name)}`);
  const result = await load();
  // Index builds sort in memory up to this much instead of spilling to disk.
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const i of indexes) await tx.execute(sql.raw(i.def));
  for (const c of constraints)
    await tx.execute(sql`ALTER TABLE ${ident(c.table)} ADD CONSTRAINT ${ident(c.name)} ${sql.raw(c.def)}`);
  return result;
}
