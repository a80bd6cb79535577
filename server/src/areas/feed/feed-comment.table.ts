import {
  FEED_COUNT_CAP,
  type FeedComment,
  type FeedCommentListData,
  type FeedCommentStatus,
  type feedCommentFilters,
  feedCommentStatuses,
} from '@shop/contract/areas/feed';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, feedComment, feedPost, staffUser } from '../../db/schema.js';
import { orderByKey, textSearch } from '../../http/list-order.js';

/**
 * The comment queue: comments by status, each status's count capped as the posts' are.
 * `countFeedComments` is the queue's total for the same filters, so the dashboard's "comments to
 * review" (status PENDING) and the queue it links to cannot disagree.
 */

type Filters = Partial<Omit<z.output<typeof feedCommentFilters>, 'sort'>>;

const EXCERPT = 60;
const authorStaff = alias(staffUser, 'author_staff');
const reviewer = alias(staffUser, 'reviewer');

/** The search: the comment holds `q`, or its author's name does. */
function searchWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(
    textSearch(q, feedComment.content),
    inArray(
      feedComment.customerId,
      db.select({ id: customer.id }).from(customer).where(textSearch(q, customer.name)),
    ),
    inArray(
      feedComment.staffId,
      db.select({ id: staffUser.id }).from(staffUser).where(textSearch(q, staffUser.name)),
    ),
  );
}

function whereOf(db: Db, filters: Filters, status: FeedCommentStatus | undefined): SQL | undefined {
  return and(
    searchWhere(db, filters.q),
    status ? eq(feedComment.status, status) : undefined,
    filters.postId ? eq(feedComment.postId, filters.postId) : undefined,
  );
}

/** The queue's total under the filters, exact. */
export async function countFeedComments(db: Db, filters: Filters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedComment)
    .where(whereOf(db, filters, filters.status));
  return row?.n ?? 0;
}

async function countStatuses(db: Db, filters: Filters, cap: number): Promise<FeedCommentListData['counts']> {
  const capped = (status: FeedCommentStatus | undefined) =>
    sql`(SELECT count(*)::int FROM (${db
      .select({ one: sql`1` })
      .from(feedComment)
      .where(whereOf(db, filters, status))
      .limit(cap)}) capped)`;
  const keys = [...feedCommentStatuses, 'ALL'] as const;
  const columns = sql.join(
    keys.map((key, i) => sql`${capped(key === 'ALL' ? undefined : key)} AS ${sql.raw(`n${i}`)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`SELECT ${columns}`));
  return Object.fromEntries(
    keys.map((key, i) => [key, Number(row?.[`n${i}`] ?? 0)]),
  ) as FeedCommentListData['counts'];
}

/** The comments with these ids, in the order given. */
export async function feedCommentItems(db: Db, ids: readonly number[]): Promise<FeedComment[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      comment: feedComment,
      excerpt: sql<string>`left(${feedPost.content}, ${EXCERPT})`,
      customerName: customer.name,
      staffName: authorStaff.name,
      reviewerName: reviewer.name,
    })
    .from(feedComment)
    .innerJoin(feedPost, eq(feedPost.id, feedComment.postId))
    .leftJoin(customer, eq(customer.id, feedComment.customerId))
    .leftJoin(authorStaff, eq(authorStaff.id, feedComment.staffId))
    .leftJoin(reviewer, eq(reviewer.id, feedComment.reviewedBy))
    .where(inArray(feedComment.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.comment.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { comment: c } = row;
    const isCustomer = c.authorType === 'CUSTOMER';
    return [
      {
        id: c.id,
        postId: c.postId,
        postExcerpt: row.excerpt,
        authorType: isCustomer ? 'CUSTOMER' : 'STAFF',
        authorId: (isCustomer ? c.customerId : c.staffId) ?? 0,
        authorName: (isCustomer ? row.customerName : row.staffName) ?? '',
        content: c.content,
        status: c.status as FeedCommentStatus,
        flaggedWords: c.flaggedWords,
        reviewedByName: row.reviewerName,
        reviewedAt: c.reviewedAt?.toISOString() ?? null,
        createdAt: c.createdAt.toISOString(),
        version: c.version,
      },
    ];
  });
}

export async function listFeedComments(
  db: Db,
  query: z.output<typeof feedCommentFilters> & { page: number; pageSize: number },
  cap = FEED_COUNT_CAP,
): Promise<FeedCommentListData> {
  const { direction } = parseSort(query.sort);
  const [ids, counts] = await Promise.all([
    db
      .select({ id: feedComment.id })
      .from(feedComment)
      .where(whereOf(db, query, query.status))
      .orderBy(...orderByKey({ expr: feedComment.createdAt, type: 'timestamptz' }, direction, feedComment.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countStatuses(db, query, cap),
  ]);
  const total = counts[query.status ?? 'ALL'] ?? 0;
  return {
    items: await feedCommentItems(
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
