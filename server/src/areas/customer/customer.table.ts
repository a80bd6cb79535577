import type {
  CustomerFilters,
  CustomerListItem,
  CustomerSortField,
  CustomerSource,
  CustomerStatus,
} from '@shop/contract/areas/customer';
import { parseSort } from '@shop/contract/list';
import { and, asc, count, desc, eq, gt, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import type { Versioned } from '../../http/stale-version.js';

/**
 * The customer list: search, filters and sorts over the customer row alone. The totals it filters
 * and sorts by (spent, orders, last order) are columns the order services keep, so no order is
 * read here.
 */

export const versionedCustomer: Versioned = {
  table: customer,
  id: customer.id,
  version: customer.version,
  updatedAt: customer.updatedAt,
  updatedBy: customer.updatedBy,
};

// Names sort without case; a customer who never ordered counts as the oldest last order.
const sortKeys: Record<CustomerSortField, SortKey> = {
  createdAt: { expr: customer.createdAt, type: 'timestamptz' },
  totalSpent: { expr: customer.totalSpent, type: 'bigint' },
  orderCount: { expr: customer.orderCount, type: 'integer' },
  lastOrderAt: {
    expr: sql`coalesce(${customer.lastOrderAt}, '-infinity'::timestamptz)`,
    type: 'timestamptz',
  },
  name: { expr: sql`lower(${customer.name})`, type: 'text' },
};

/** The columns of a list row (and of an export row). */
export const customerColumns = {
  id: customer.id,
  name: customer.name,
  phone: customer.phone,
  email: customer.email,
  status: customer.status,
  source: customer.source,
  tags: customer.tags,
  totalSpent: customer.totalSpent,
  orderCount: customer.orderCount,
  lastOrderAt: customer.lastOrderAt,
  createdAt: customer.createdAt,
  version: customer.version,
};

/** A search for a phone number: what is left once spaces, dashes, brackets and + go, if only digits. */
function phoneDigitsOf(q: string): string | undefined {
  const digits = q.replace(/[\s\-+()]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/** Part of the name (any case), or digits anywhere in the phone number. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = phoneDigitsOf(q);
  return or(textSearch(q, customer.name), digits ? like(customer.phone, `%${digits}%`) : undefined);
}

/**
 * Tags compare without case and are stored as first written, so the filter lower-cases each
 * element: a scan of every customer. The plain GIN index on `tags` answers only exact spellings;
 * a GIN index over an IMMUTABLE lower-casing of the array would answer this (about 250 ms → 3 ms
 * at 200k customers on PostgreSQL) and needs a migration.
 */
export function tagMatch(tag: string | undefined): SQL | undefined {
  if (!tag) return undefined;
  // Answered by the GIN index on lower_tags(tags) (migration 0007).
  return sql`lower_tags(${customer.tags}) @> ARRAY[lower(${tag})]`;
}

function whereOf(filters: Omit<CustomerFilters, 'sort'>): SQL | undefined {
  const hasOrdered =
    filters.hasOrdered === undefined
      ? undefined
      : filters.hasOrdered
        ? gt(customer.orderCount, 0)
        : eq(customer.orderCount, 0);
  return and(
    searchOf(filters.q),
    filters.status ? eq(customer.status, filters.status) : undefined,
    tagMatch(filters.tag),
    hasOrdered,
    filters.createdFrom ? gte(customer.createdAt, new Date(filters.createdFrom)) : undefined,
    filters.createdTo ? lt(customer.createdAt, new Date(filters.createdTo)) : undefined,
    filters.lastOrderFrom ? gte(customer.lastOrderAt, new Date(filters.lastOrderFrom)) : undefined,
    filters.lastOrderTo ? lt(customer.lastOrderAt, new Date(filters.lastOrderTo)) : undefined,
  );
}

function orderOf(sort: CustomerFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

export async function countCustomers(db: Db, filters: Omit<CustomerFilters, 'sort'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customer).where(whereOf(filters));
  return row?.n ?? 0;
}

/** One page of the list, and how many customers match in all. */
export async function listCustomers(db: Db, query: CustomerFilters & { page: number; pageSize: number }) {
  const { key, direction } = orderOf(query.sort);
  const [rows, total] = await Promise.all([
    db
      .select(customerColumns)
      .from(customer)
      .where(whereOf(query))
      .orderBy(...orderByKey(key, direction, customer.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countCustomers(db, query),
  ]);
  return { rows, total };
}

/** Up to `limit` customers after `after`, in list order: the export's keyset batches. */
export function customerBatch(db: Db, filters: CustomerFilters, after: Cursor | undefined, limit: number) {
  const { key, direction } = orderOf(filters.sort);
  return db
    .select({ ...customerColumns, cursor: cursorValue(key) })
    .from(customer)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, customer.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, customer.id))
    .limit(limit);
}

export type CustomerRow = Awaited<ReturnType<typeof listCustomers>>['rows'][number];

export function toCustomerListItem(row: CustomerRow): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    status: row.status as CustomerStatus,
    source: row.source as CustomerSource,
    tags: row.tags,
    totalSpent: row.totalSpent,
    orderCount: row.orderCount,
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/**
 * Every tag in use and how many customers carry it, grouped without case and shown as the
 * oldest customer wrote it; most used first, then by name.
 */
export async function listTags(db: Db): Promise<{ tag: string; customers: number }[]> {
  const tagged = db
    .select({ customerId: customer.id, tag: sql<string>`unnest(${customer.tags})`.as('tag') })
    .from(customer)
    .as('tagged');
  const key = sql`lower(${tagged.tag})`;
  const customers = sql<number>`count(DISTINCT ${tagged.customerId})::int`;
  return db
    .select({
      tag: sql<string>`(array_agg(${tagged.tag} ORDER BY ${tagged.customerId}))[1]`,
      customers: customers.mapWith(Number),
    })
    .from(tagged)
    .groupBy(key)
    .orderBy(desc(customers), asc(key));
}
