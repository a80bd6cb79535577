import {
  FEED_COUNT_CAP,
  type FeedPostFilters,
  type FeedPostListData,
  type FeedPostSortField,
  type FeedPostTab,
  feedPostTabs,
} from '@shop/contract/areas/feed';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, feedPost, staffUser } from '../../db/schema.js';
import { orderByKey, type SortKey, textSearch } from '../../http/list-order.js';
import { feedPostItems } from './feed-post-items.js';

/**
 * The feed list: posts by status tab, each tab's count capped at FEED_COUNT_CAP (an exact count
 * of a million posts reads a million index entries per request). A page reads its ids from
 * `feed_post` alone, then joins names, images and products for those ids only. `countFeedPosts`
 * is the list's total for the same filters, so the dashboard's "posts to review" (tab
 * PENDING_REVIEW) and the list it links to cannot disagree.
 */

const sortKeys: Record<FeedPostSortField, SortKey> = {
  createdAt: { expr: feedPost.createdAt, type: 'timestamptz' },
  publishedAt: {
    expr: sql`coalesce(${feedPost.publishedAt}, '-infinity'::timestamptz)`,
    type: 'timestamptz',
  },
  commentCount: { expr: feedPost.commentCount, type: 'integer' },
  likeCount: { expr: feedPost.likeCount, type: 'integer' },
};

type Filters = Partial<Omit<FeedPostFilters, 'sort'>>;

/** More authors than this match the search: name them by a sub-select instead of a list of ids. */
const AUTHOR_IDS_INLINE = 1_000;

async function authorIds(db: Db, table: typeof customer | typeof staffUser, q: string) {
  const where = textSearch(q, table.name);
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .limit(AUTHOR_IDS_INLINE + 1);
  if (found.length > AUTHOR_IDS_INLINE) return db.select({ id: table.id }).from(table).where(where);
  return found.map((r) => r.id);
}

/** The search: the content holds `q`, or the author's name does (customers and staff looked up first). */
async function searchWhere(db: Db, q: string | undefined): Promise<SQL | undefined> {
  if (!q) return undefined;
  const [customers, staff] = await Promise.all([authorIds(db, customer, q), authorIds(db, staffUser, q)]);
  const by = (column: typeof feedPost.customerId | typeof feedPost.staffId, ids: typeof customers) =>
    Array.isArray(ids)
      ? ids.length === 0
        ? undefined
        : sql`${column} = ANY(${`{${ids.join(',')}}`}::int[])`
      : inArray(column, ids);
  return or(textSearch(q, feedPost.content), by(feedPost.customerId, customers), by(feedPost.staffId, staff));
}

type Where = { search: SQL | undefined; filters: Filters };

const flag = (value: 'true' | 'false' | undefined, when: SQL) =>
  value === undefined ? undefined : value === 'true' ? when : sql`NOT (${when})`;

function whereOf({ search, filters }: Where, tab: FeedPostTab | undefined): SQL | undefined {
  return and(
    search,
    tab ? eq(feedPost.status, tab) : ne(feedPost.status, 'DELETED'),
    filters.authorType ? eq(feedPost.authorType, filters.authorType) : undefined,
    filters.customerId ? eq(feedPost.customerId, filters.customerId) : undefined,
    filters.staffId ? eq(feedPost.staffId, filters.staffId) : undefined,
    filters.productId ? sql`${feedPost.productIds} @> ARRAY[${filters.productId}::int]` : undefined,
    flag(filters.hasImages, sql`cardinality(${feedPost.imageIds}) > 0`),
    flag(filters.flagged, sql`cardinality(${feedPost.flaggedWords}) > 0`),
    filters.pinned ? eq(feedPost.pinned, filters.pinned === 'true') : undefined,
    filters.from ? gte(feedPost.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(feedPost.createdAt, new Date(filters.to)) : undefined,
  );
}

async function resolve(db: Db, filters: Filters): Promise<Where> {
  return { search: await searchWhere(db, filters.q), filters };
}

/** The list's total under the filters, exact. */
export async function countFeedPosts(db: Db, filters: Filters): Promise<number> {
  const where = await resolve(db, filters);
  const [row] = await db.select({ n: count() }).from(feedPost).where(whereOf(where, filters.tab));
  return row?.n ?? 0;
}

/**
 * Every tab's count under the filters but the tab, each read no further than `cap`, in one
 * statement; ALL (every post but the deleted) is the other tabs' sum, held to the cap.
 */
async function countTabs(db: Db, where: Where, cap: number): Promise<FeedPostListData['counts']> {
  const capped = (tab: FeedPostTab) =>
    sql`(SELECT count(*)::int FROM (${db
      .select({ one: sql`1` })
      .from(feedPost)
      .where(whereOf(where, tab))
      .limit(cap)}) capped)`;
  const columns = sql.join(
    feedPostTabs.map((tab, i) => sql`${capped(tab)} AS ${sql.raw(`n${i}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`SELECT ${columns}`));
  const counts = Object.fromEntries(
    feedPostTabs.map((tab, i) => [tab, Number(row?.[`n${i}`] ?? 0)]),
  ) as FeedPostListData['counts'];
  counts.ALL = Math.min(
    cap,
    feedPostTabs.filter((tab) => tab !== 'DELETED').reduce((sum, tab) => sum + (counts[tab] ?? 0), 0),
  );
  return counts;
}

export async function listFeedPosts(
  db: Db,
  query: FeedPostFilters & { page: number; pageSize: number },
  cap = FEED_COUNT_CAP,
): Promise<FeedPostListData> {
  const { field, direction } = parseSort(query.sort);
  const where = await resolve(db, query);
  const [ids, counts] = await Promise.all([
    db
      .select({ id: feedPost.id })
      .from(feedPost)
      .where(whereOf(where, query.tab))
      .orderBy(...orderByKey(sortKeys[field], direction, feedPost.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countTabs(db, where, cap),
  ]);
  const total = counts[query.tab ?? 'ALL'] ?? 0;
  return {
    items: await feedPostItems(
      db,
      ids.map((r) => r.id),
    ),
    total,
    totalCapped: total >= cap,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
