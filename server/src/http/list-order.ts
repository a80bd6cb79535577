import type { SortDirection } from '@shop/contract/list';
import { asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Ordering a list by a chosen column, tie-broken by id so pages never overlap or skip, and the
 * keyset cursor that lets an export walk every matching row in batches (flat memory, no OFFSET).
 */
export interface SortKey {
  /** What to order by; nullable columns wrap in COALESCE so the keyset never meets a NULL. */
  expr: SQL | PgColumn;
  /** Its SQL type, to turn the text cursor back into a comparable value. */
  type: 'text' | 'timestamptz' | 'integer' | 'bigint';
}

/** `ORDER BY key <dir>, id <dir>`. */
export function orderByKey(key: SortKey, direction: SortDirection, id: PgColumn): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(key.expr), by(id)];
}

/**
 * The sort value as text: a timestamp keeps its microseconds (a JS Date would drop them and the
 * next batch would repeat a row).
 */
export function cursorValue(key: SortKey): SQL<string> {
  return sql<string>`(${key.expr})::text`;
}

/** Where the next keyset batch starts. */
export interface Cursor {
  key: string;
  id: number;
}

/** Rows strictly after the cursor in `orderByKey` order. */
export function afterCursor(key: SortKey, direction: SortDirection, id: PgColumn, cursor: Cursor): SQL {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  return sql`(${key.expr}, ${id}) ${op} (CAST(${cursor.key} AS ${sql.raw(key.type)}), ${cursor.id})`;
}

/** Reads every row through `fetch` (rows after a cursor, at most `limit`), one batch at a time. */
export async function* keysetBatches<Row extends { cursor: string; id: number }>(
  fetch: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { key: last.cursor, id: last.id };
  }
}

/**
 * A list's search box: `q` anywhere in any of `columns`, any case, with LIKE's wildcards taken
 * literally; undefined for no search (drizzle's `and` drops it).
 */
export function textSearch(q: string | undefined, ...columns: PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
