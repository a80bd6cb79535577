import type { FeedCommentStatus } from '@shop/contract/areas/feed';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedComment } from '../../db/schema.js';

/**
 * The comment queue's reads. `countFeedComments` is the queue's total for the same filters, so the
 * dashboard's "comments to review" (status PENDING) and the queue it links to cannot disagree.
 * (Issue 22's first cut: the status only; the queue's other filters join it here.)
 */
export async function countFeedComments(db: Db, filters: { status?: FeedCommentStatus }): Promise<number> {
  const query = db.select({ n: count() }).from(feedComment);
  const [row] = await (filters.status ? query.where(eq(feedComment.status, filters.status)) : query);
  return row?.n ?? 0;
}
