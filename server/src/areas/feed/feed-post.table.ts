import type { FeedPostFilters } from '@shop/contract/areas/feed';
import { count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedPost } from '../../db/schema.js';

/**
 * The feed list's reads. `countFeedPosts` is the list's total for the same filters, so the
 * dashboard's "posts to review" (tab PENDING_REVIEW) and the list it links to cannot disagree.
 * (Issue 22's first cut: the tab only; the list's other filters join it here.)
 */
export async function countFeedPosts(db: Db, filters: Pick<FeedPostFilters, 'tab'>): Promise<number> {
  const where = filters.tab ? eq(feedPost.status, filters.tab) : ne(feedPost.status, 'DELETED');
  const [row] = await db.select({ n: count() }).from(feedPost).where(where);
  return row?.n ?? 0;
}
