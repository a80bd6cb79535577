import {
  canDoFeedCommentAction,
  type FeedCommentAction,
  feedCommentActionsFrom,
  feedCommentStatuses,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedPost } from '../../db/schema.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { insertFeedComment, insertFeedPost, staffIdOf } from '../../test-support/feed-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

/**
 * Comments: every moderation move from every status, a staff reply (published, or pending with a
 * blocked word, never under a deleted post), and the post's counts following its comments.
 */
const t = useTestApp();
let admin: Caller;
let staffId: number;
let customerId: number;

const landsOn = { approve: 'PUBLISHED', spam: 'SPAM', remove: 'REMOVED', restore: 'PUBLISHED' } as const;
const opOf = {
  approve: 'approveFeedComment',
  spam: 'spamFeedComment',
  remove: 'removeFeedComment',
  restore: 'restoreFeedComment',
} as const;
const keyOf = {
  approve: 'feed.cannotApproveComment',
  spam: 'feed.cannotSpamComment',
  remove: 'feed.cannotRemoveComment',
  restore: 'feed.cannotRestoreComment',
} as const;

async function countsOf(postId: number) {
  const [row] = await t.db
    .select({ published: feedPost.commentCount, pending: feedPost.pendingCommentCount })
    .from(feedPost)
    .where(eq(feedPost.id, postId));
  return row;
}

beforeAll(async () => {
  admin = await t.as('admin');
  staffId = await staffIdOf(t.db, 'admin');
  customerId = await insertCustomer(t.db, { name: 'Commenting Carla' });
});

describe('every comment action from every status', () => {
  for (const action of Object.keys(feedCommentActionsFrom) as FeedCommentAction[]) {
    for (const from of feedCommentStatuses) {
      const allowed = canDoFeedCommentAction(action, from);
      it(`${action} from ${from}: ${allowed ? 'allowed' : '42203'}`, async () => {
        const post = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
        const comment = await insertFeedComment(t.db, { postId: post.id, status: from, customerId });
        const res = await admin.call(opOf[action], {
          params: { id: comment.id },
          body: { version: comment.version },
        });
        const body = res.json();
        const counts = await countsOf(post.id);
        if (allowed) {
          expect(body.code, res.body).toBe(Codes.OK);
          expect(body.data).toMatchObject({ status: landsOn[action], version: comment.version + 1 });
          expect(body.data.reviewedByName).toBeTruthy();
          expect(counts).toEqual({
            published: landsOn[action] === 'PUBLISHED' ? 1 : 0,
            pending: 0,
          });
        } else {
          expect([res.statusCode, body.key]).toEqual([422, keyOf[action]]);
          expect(body.data).toEqual({
            id: comment.id,
            status: from,
            allowed: feedCommentActionsFrom[action].join(', '),
          });
          expect(counts).toEqual({
            published: from === 'PUBLISHED' ? 1 : 0,
            pending: from === 'PENDING' ? 1 : 0,
          });
        }
      });
    }
  }

  it('a stale version is 40900', async () => {
    const post = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
    const comment = await insertFeedComment(t.db, { postId: post.id, status: 'PENDING', customerId });
    await admin.ok('approveFeedComment', { params: { id: comment.id }, body: { version: comment.version } });
    const stale = await admin.call('spamFeedComment', {
      params: { id: comment.id },
      body: { version: comment.version },
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, Codes.VERSION_CONFLICT]);
  });
});

describe('a staff reply', () => {
  it('is published, or pending when it holds a blocked word; the post counts both', async () => {
    await t.db.execute(sql`UPDATE config_entry SET value = '"spam"'::jsonb WHERE key = 'feed_blocked_words'`);
    const post = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId });
    const reply = await admin.ok('replyFeedPost', {
      params: { id: post.id },
      body: { content: 'Thank you!' },
    });
    expect(reply).toMatchObject({ status: 'PUBLISHED', authorType: 'STAFF', postId: post.id });
    expect(reply.postExcerpt).toBe('A post that is PUBLISHED');
    const flagged = await admin.ok('replyFeedPost', {
      params: { id: post.id },
      body: { content: 'No SPAM please' },
    });
    expect([flagged.status, flagged.flaggedWords]).toEqual(['PENDING', ['spam']]);
    expect(await countsOf(post.id)).toEqual({ published: 1, pending: 1 });
    const detail = await admin.ok('getFeedPost', { params: { id: post.id } });
    expect([detail.commentCount, detail.pendingCommentCount]).toEqual([1, 1]);
  });

  it('is refused under a deleted post (42203 feed.postDeleted) and 404 under a missing one', async () => {
    const post = await insertFeedPost(t.db, { status: 'DELETED', staffId });
    const res = await admin.call('replyFeedPost', { params: { id: post.id }, body: { content: 'Too late' } });
    expect([res.statusCode, res.json().key]).toEqual([422, 'feed.postDeleted']);
    const missing = await admin.call('replyFeedPost', {
      params: { id: 999_999 },
      body: { content: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the comment queue', () => {
  it('filters by post, status and text or author, with every status counted', async () => {
    const post = await insertFeedPost(t.db, { status: 'PUBLISHED', staffId, content: 'The queue post' });
    for (const status of ['PENDING', 'PENDING', 'SPAM', 'PUBLISHED'] as const)
      await insertFeedComment(t.db, { postId: post.id, status, customerId, content: `Carla says ${status}` });
    const list = await admin.ok('listFeedComments', { query: { postId: post.id, status: 'PENDING' } });
    expect(list.total).toBe(2);
    expect(list.counts).toEqual({ PENDING: 2, PUBLISHED: 1, SPAM: 1, REMOVED: 0, ALL: 4 });
    expect(list.items[0]).toMatchObject({ authorName: 'Commenting Carla', postExcerpt: 'The queue post' });
    const byAuthor = await admin.ok('listFeedComments', { query: { postId: post.id, q: 'carla' } });
    expect(byAuthor.total).toBe(4);
    const byText = await admin.ok('listFeedComments', { query: { postId: post.id, q: 'says spam' } });
    expect(byText.items.map((c) => c.status)).toEqual(['SPAM']);
  });
});
