import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { insertFeedComment, insertFeedPost, staffIdOf } from '../../test-support/feed-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { reconcileFeeds } from './feed-reconcile.js';

/**
 * The reconciler is clean while the trigger keeps the counts, and names a post whose counts were
 * changed by hand, and a pinned post that is not published (the check constraint dropped first,
 * as a restore without constraints could leave it).
 */
const t = useTestApp();

describe('the feed reconciler', () => {
  it('is clean after comments come and go, and names every post that stops agreeing', async () => {
    const staffId = await staffIdOf(t.db, 'admin');
    const customerId = await insertCustomer(t.db, { name: 'Counted' });
    const a = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
    const b = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId, pinned: true });
    for (const status of ['PENDING', 'PUBLISHED', 'SPAM'] as const)
      await insertFeedComment(t.db, { postId: a.id, status, customerId });
    const moved = await insertFeedComment(t.db, { postId: b.id, status: 'PENDING', customerId });
    await t.db.execute(sql`UPDATE feed_comment SET status = 'PUBLISHED' WHERE id = ${moved.id}`);
    expect(await reconcileFeeds(t.db)).toEqual([]);

    await t.db.execute(sql`UPDATE feed_post SET comment_count = comment_count + 2 WHERE id = ${a.id}`);
    await t.db.execute(sql`ALTER TABLE feed_post DROP CONSTRAINT feed_post_pinned_published`);
    await t.db.execute(sql`UPDATE feed_post SET status = 'HIDDEN' WHERE id = ${b.id}`);
    expect(await reconcileFeeds(t.db)).toEqual([
      {
        kind: 'commentCounts',
        postId: a.id,
        commentCount: 3,
        published: 1,
        pendingCommentCount: 1,
        pending: 1,
      },
      { kind: 'pinned', postId: b.id, status: 'HIDDEN' },
    ]);
  });
});
