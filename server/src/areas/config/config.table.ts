import type { ConfigListQuery, ConfigSortField } from '@shop/contract/areas/config';
import { parseSort } from '@shop/contract/list';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { configEntry, configHistory, mediaAsset, staffUser } from '../../db/schema.js';
import { orderByKey, type SortKey, textSearch } from '../../http/list-order.js';
import type { Versioned } from '../../http/stale-version.js';

/** config_entry as the versioned-edit helpers see it (its id is the key). */
export const versionedConfig: Versioned = {
  table: configEntry,
  id: configEntry.key,
  version: configEntry.version,
  updatedAt: configEntry.updatedAt,
  updatedBy: configEntry.updatedBy,
};

const sortKeys: Record<ConfigSortField, SortKey> = {
  key: { expr: configEntry.key, type: 'text' },
  label: { expr: sql`lower(${configEntry.label})`, type: 'text' },
  category: { expr: sql`lower(${configEntry.category})`, type: 'text' },
  updatedAt: { expr: configEntry.updatedAt, type: 'timestamptz' },
};

const editor = alias(staffUser, 'config_editor');
/** An image value is a media id inside jsonb; CASE keeps the cast away from the other types. */
export const imageIdOf = sql`CASE WHEN ${configEntry.valueType} = 'image' THEN (${configEntry.value})::int END`;

/** An entry with the name of its last editor and, for an image, the image's address parts. */
const entryColumns = {
  key: configEntry.key,
  value: configEntry.value,
  valueType: configEntry.valueType,
  category: configEntry.category,
  label: configEntry.label,
  description: configEntry.description,
  isSystem: configEntry.isSystem,
  isPublic: configEntry.isPublic,
  version: configEntry.version,
  updatedAt: configEntry.updatedAt,
  createdAt: configEntry.createdAt,
  updatedBy: editor.name,
  imageSha256: mediaAsset.sha256,
  imageMime: mediaAsset.mime,
};

function selectEntries(db: Db) {
  return db
    .select(entryColumns)
    .from(configEntry)
    .leftJoin(editor, eq(editor.id, configEntry.updatedBy))
    .leftJoin(mediaAsset, eq(mediaAsset.id, imageIdOf));
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

function whereOf(query: Pick<ConfigListQuery, 'q' | 'category'>): SQL | undefined {
  return and(
    textSearch(query.q, configEntry.key, configEntry.label),
    query.category ? eq(configEntry.category, query.category) : undefined,
  );
}

/** One page of entries, and how many match in all. */
export async function listEntries(db: Db, query: ConfigListQuery) {
  const { field, direction } = parseSort(query.sort);
  const [rows, total] = await Promise.all([
    selectEntries(db)
      .where(whereOf(query))
      .orderBy(...orderByKey(sortKeys[field], direction, configEntry.key))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(configEntry).where(whereOf(query)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findEntry(db: Db, key: string) {
  const [row] = await selectEntries(db).where(eq(configEntry.key, key));
  return row;
}

export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: configEntry.category })
    .from(configEntry)
    .orderBy(asc(configEntry.category));
  return rows.map((r) => r.category);
}

/** One page of a key's history, newest first. */
export async function listHistory(db: Db, key: string, page: number, pageSize: number) {
  const changer = alias(staffUser, 'config_changer');
  const [rows, total] = await Promise.all([
    db
      .select({
        version: configHistory.version,
        action: configHistory.action,
        valueType: configHistory.valueType,
        oldValue: configHistory.oldValue,
        newValue: configHistory.newValue,
        changedBy: changer.name,
        changedAt: configHistory.changedAt,
      })
      .from(configHistory)
      .leftJoin(changer, eq(changer.id, configHistory.changedBy))
      .where(eq(configHistory.key, key))
      .orderBy(desc(configHistory.version))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(configHistory).where(eq(configHistory.key, key)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The history row of one version of a key. */
export async function findHistoryVersion(db: Db, key: string, version: number) {
  const [row] = await db
    .select()
    .from(configHistory)
    .where(and(eq(configHistory.key, key), eq(configHistory.version, version)));
  return row;
}

/** The next version number for a key: versions go on across a delete and re-create. */
export async function nextHistoryVersion(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${configHistory.version})` })
    .from(configHistory)
    .where(eq(configHistory.key, key));
  return (row?.last ?? 0) + 1;
}
