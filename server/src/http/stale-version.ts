import { Codes } from '@shop/contract/codes';
import type { StaleVersionData } from '@shop/contract/stale-version';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { staffUser } from '../db/schema.js';
import { type AppError, notFound, refuseWith } from './app-error.js';

/**
 * Optimistic concurrency for any table with `version`, `updated_at` and `updated_by` (a staff id).
 * An edit is one conditional UPDATE (`WHERE id = $1 AND version = $2`) that bumps the version;
 * when it touches no row, `staleOrMissing` says why: the row is gone (404) or someone else got
 * there first (409, naming them and when), so nothing is ever silently overwritten.
 */
export interface Versioned {
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
}

/** A row's id: a serial number, or a natural key such as a config key. */
type RowId = number | string;

/** The WHERE of a versioned edit. */
export function atVersion(v: Versioned, id: RowId, version: number): SQL {
  return and(eq(v.id, id), eq(v.version, version)) as SQL;
}

/** The SET columns every versioned edit adds: next version, when, and by whom. */
export function nextVersion(v: Versioned, actorId: number) {
  return { version: sql`${v.version} + 1`, updatedAt: sql`now()`, updatedBy: actorId };
}

/** Why a versioned edit touched no row: a 404 when the row is gone, else the 409 to throw. */
export async function staleOrMissing(db: Db, v: Versioned, id: RowId): Promise<AppError> {
  const editor = alias(staffUser, 'last_editor');
  const [row] = await db
    .select({ version: v.version, updatedAt: v.updatedAt, editor: editor.name })
    .from(v.table)
    .leftJoin(editor, eq(editor.id, v.updatedBy))
    .where(eq(v.id, id));
  if (!row) return notFound();
  const data: StaleVersionData = {
    updatedBy: row.editor,
    updatedAt: (row.updatedAt as Date).toISOString(),
    version: row.version as number,
  };
  return data.updatedBy === null
    ? refuseWith(Codes.VERSION_CONFLICT, data, 'request.staleVersionByAnyone', { at: data.updatedAt })
    : refuseWith(Codes.VERSION_CONFLICT, data, 'request.staleVersion', {
        by: data.updatedBy,
        at: data.updatedAt,
      });
}
