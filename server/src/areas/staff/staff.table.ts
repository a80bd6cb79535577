import type { StaffFilters, StaffSortField } from '@shop/contract/areas/staff';
import { parseSort } from '@shop/contract/list';
import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffUser } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import type { Versioned } from '../../http/stale-version.js';

/** staff_user as the versioned-edit helpers see it. */
export const versionedStaff: Versioned = {
  table: staffUser,
  id: staffUser.id,
  version: staffUser.version,
  updatedAt: staffUser.updatedAt,
  updatedBy: staffUser.updatedBy,
};

// Text sorts ignore case (people expect "bob" beside "Bob"); never signed in counts as oldest.
const sortKeys: Record<StaffSortField, SortKey> = {
  username: { expr: sql`lower(${staffUser.username})`, type: 'text' },
  name: { expr: sql`lower(${staffUser.name})`, type: 'text' },
  createdAt: { expr: staffUser.createdAt, type: 'timestamptz' },
  lastLoginAt: {
    expr: sql`coalesce(${staffUser.lastLoginAt}, '-infinity'::timestamptz)`,
    type: 'timestamptz',
  },
};

/** The columns a staff row shows; the password hash never leaves this file. */
export const staffColumns = {
  id: staffUser.id,
  username: staffUser.username,
  name: staffUser.name,
  avatar: staffUser.avatar,
  roles: staffUser.roles,
  disabled: staffUser.disabled,
  lastLoginAt: staffUser.lastLoginAt,
  createdAt: staffUser.createdAt,
  updatedAt: staffUser.updatedAt,
  version: staffUser.version,
};

function whereOf(filters: Omit<StaffFilters, 'sort'>): SQL | undefined {
  return and(
    textSearch(filters.q, staffUser.username, staffUser.name),
    filters.role ? arrayContains(staffUser.roles, [filters.role]) : undefined,
    filters.status ? eq(staffUser.disabled, filters.status === 'disabled') : undefined,
  );
}

function orderOf(sort: StaffFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

export async function countStaff(db: Db, filters: StaffFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUser).where(whereOf(filters));
  return row?.n ?? 0;
}

/** One page of the list, and how many rows match in all. */
export async function listStaff(db: Db, filters: StaffFilters & { page: number; pageSize: number }) {
  const { key, direction } = orderOf(filters.sort);
  const [rows, total] = await Promise.all([
    db
      .select(staffColumns)
      .from(staffUser)
      .where(whereOf(filters))
      .orderBy(...orderByKey(key, direction, staffUser.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    countStaff(db, filters),
  ]);
  return { rows, total };
}

/** Up to `limit` rows after `after`, in list order: the export's keyset batches. */
export function staffBatch(db: Db, filters: StaffFilters, after: Cursor | undefined, limit: number) {
  const { key, direction } = orderOf(filters.sort);
  return db
    .select({ ...staffColumns, cursor: cursorValue(key) })
    .from(staffUser)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, staffUser.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, staffUser.id))
    .limit(limit);
}

export async function findStaff(db: Db, id: number) {
  const [row] = await db.select(staffColumns).from(staffUser).where(eq(staffUser.id, id));
  return row;
}

export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaff>>>;
