import { Codes } from '@shop/contract/codes';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedComment, feedPost } from '../../db/schema.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { insertFeedComment, insertFeedPost, staffIdOf } from '../../test-support/feed-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

/**
 * Bulk moderation is all or nothing: one post (or comment) that cannot be moderated so stops
 * the whole batch, the refusal names it, and nothing changes; otherwise all change, one audit row each.
 */
const t = useTestApp();
let admin: Caller;
let staffId: number;
let customerId: number;

beforeAll(async () => {
  admin = await t.as('admin');
  staffId = await staffIdOf(t.db, 'admin');
  customerId = await insertCustomer(t.db, { name: 'Bulk Bo' });
});

async function statusesOf(ids: number[]) {
  const rows = await t.db
    .select({ id: feedPost.id, status: feedPost.status, version: feedPost.version })
    .from(feedPost)
    .where(inArray(feedPost.id, ids))
    .orderBy(feedPost.id);
  return rows.map((r) => [r.status, r.version]);
}

async function auditsOf(entity: string, ids: number[]) {
  return t.db
    .select({ action: auditLog.action, entityId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))));
}

describe('bulk moderation of posts', () => {
  it('one post not pending (and one stale) refuses the batch, naming them, and changes nothing', async () => {
    const pending = [];
    for (let i = 0; i < 3; i++)
      pending.push(await insertFeedPost(t.db, { status: 'PENDING_REVIEW', staffId }));
    const published = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
    const items = [...pending, published].map((p) => ({ id: p.id, version: p.version }));
    items[1] = { id: pending[1]?.id ?? 0, version: 7 };
    const ids = items.map((i) => i.id);
    const res = await admin.call('bulkModerateFeedPosts', { body: { action: 'approve', items } });
    expect([res.statusCode, res.json().code, res.json().key]).toEqual([
      422,
      Codes.ILLEGAL_TRANSITION,
      'feed.bulkRefused',
    ]);
    expect(res.json().data.refused).toEqual([
      { id: pending[1]?.id, status: 'PENDING_REVIEW', reason: 'version' },
      { id: published.id, status: 'PUBLISHED', reason: 'status' },
    ]);
    expect(res.json().message).toContain('2 of the chosen');
    expect(await statusesOf(ids)).toEqual([
      ['PENDING_REVIEW', 1],
      ['PENDING_REVIEW', 1],
      ['PENDING_REVIEW', 1],
      ['PUBLISHED', 1],
    ]);
    expect(await auditsOf('feed_post', ids)).toEqual([]);
  });

  it('all pending: all rejected with the reason, one audit row each', async () => {
    const posts = [];
    for (let i = 0; i < 3; i++)
      posts.push(await insertFeedPost(t.db, { status: 'PENDING_REVIEW', customerId }));
    const items = posts.map((p) => ({ id: p.id, version: p.version }));
    const noReason = await admin.call('bulkModerateFeedPosts', { body: { action: 'reject', items } });
    expect(noReason.statusCode).toBe(400);
    const done = await admin.ok('bulkModerateFeedPosts', {
      body: { action: 'reject', items, reason: 'Spam links' },
    });
    expect(done.items.map((p) => [p.id, p.status, p.rejectReason, p.version])).toEqual(
      posts.map((p) => [p.id, 'REJECTED', 'Spam links', 2]),
    );
    const audits = await auditsOf(
      'feed_post',
      items.map((i) => i.id),
    );
    expect(audits.map((a) => a.action)).toEqual(['reject', 'reject', 'reject']);
    expect(new Set(audits.map((a) => a.entityId)).size).toBe(3);
  });

  it('a post that does not exist is named too', async () => {
    const post = await insertFeedPost(t.db, { status: 'PENDING_REVIEW', staffId });
    const res = await admin.call('bulkModerateFeedPosts', {
      body: {
        action: 'approve',
        items: [
          { id: post.id, version: 1 },
          { id: 999_999, version: 1 },
        ],
      },
    });
    expect(res.json().data.refused).toEqual([{ id: 999_999, status: '', reason: 'notFound' }]);
  });
});

describe('bulk moderation of comments', () => {
  it('all or nothing, and the post counts follow the ones that changed', async () => {
    const post = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
    const a = await insertFeedComment(t.db, { postId: post.id, status: 'PENDING', customerId });
    const b = await insertFeedComment(t.db, { postId: post.id, status: 'PENDING', customerId });
    const removed = await insertFeedComment(t.db, { postId: post.id, status: 'REMOVED', customerId });
    const refused = await admin.call('bulkModerateFeedComments', {
      body: { action: 'approve', items: [a, b, removed].map((c) => ({ id: c.id, version: c.version })) },
    });
    expect(refused.json().data.refused).toEqual([{ id: removed.id, status: 'REMOVED', reason: 'status' }]);
    const unchanged = await t.db
      .select({ status: feedComment.status })
      .from(feedComment)
      .where(inArray(feedComment.id, [a.id, b.id]));
    expect(unchanged.map((c) => c.status)).toEqual(['PENDING', 'PENDING']);

    const done = await admin.ok('bulkModerateFeedComments', {
      body: { action: 'approve', items: [a, b].map((c) => ({ id: c.id, version: c.version })) },
    });
    expect(done.items.map((c) => c.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
    const detail = await admin.ok('getFeedPost', { params: { id: post.id } });
    expect([detail.commentCount, detail.pendingCommentCount]).toEqual([2, 0]);
    expect((await auditsOf('feed_comment', [a.id, b.id])).map((r) => r.action)).toEqual([
      'approve',
      'approve',
    ]);
  });
});
