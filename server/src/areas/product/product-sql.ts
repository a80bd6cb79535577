import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Parameters for set-based product writes. Drizzle spreads a JS array into one parameter per
 * element, and a bulk action or an import can name thousands: these pass them as one.
 */

/** `column = ANY(ids)`, the ids as one int[] parameter. */
export function inIds(column: PgColumn | SQL, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::int[])`;
}

/** `expression IN (texts)`, the texts as one jsonb parameter. */
export function inTexts(expression: SQL, texts: readonly string[]): SQL {
  return sql`${expression} IN (SELECT jsonb_array_elements_text(${jsonb(texts)}))`;
}

/** A value as one jsonb parameter (rows for jsonb_to_recordset, lists for jsonb_array_elements). */
export function jsonb(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}
