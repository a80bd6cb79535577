import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@shop/server/db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from './deferred-indexes.js';

/**
 * What the benches that keep their data between runs (orders, points) share: whether kept data
 * was migrated by today's migration files, and the load record kept beside it.
 */

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/drizzle');

/** drizzle records each applied migration's SHA-256 of its file; equal lists mean the same schema. */
function expectedHashes(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(migrationsDir, `${e.tag}.sql`), 'utf8'))
      .digest('hex'),
  );
}

/** Whether the database was migrated by today's migration files (same ones, same contents). */
export async function migratedByToday(database: Database): Promise<boolean> {
  const applied = rowsOf<{ hash: string }>(
    await database.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`),
  ).map((r) => r.hash);
  return JSON.stringify(applied) === JSON.stringify(expectedHashes());
}

/** A load record written beside kept data, or undefined when there is none. */
export function readLoadInfo<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
