// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { Codes } from '@shop/contract/codes';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, feedPost } from '../../db/schema.js';
import { useTwoServers } from '../../test-support/two-servers.js';
import { reconcileFeeds } from './feed-reconcile.js';

/**
 * Two moderators on two servers at once: the post's row lock and the version read let exactly one
 * of two moves on a post through, and a bulk racing a single move on one of its posts is all or
 * nothing whichever comes first.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'feed-race-12345';

describe.skipIf(!adminUrl)('two servers moderating the same posts', () => {
  const two = useTwoServers(adminUrl, PASSWORD);

  async function pendingPosts(n: number) {
    const posts = [];
    for (let i = 0; i < n; i++)
      posts.push(await two.side(0).ok('createFeedPost', { body: { content: `Race ${Date.now()} ${i}` } }));
    return posts;
  }

  async function moderationAudits(ids: number[]) {
    return two
      .db()
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'feed_post'), inArray(auditLog.entityId, ids.map(String))))
      .then((rows) => rows.filter((r) => r.action === 'approve' || r.action === 'reject'));
  }

  it('approve against reject of the same post: exactly one wins, the other is refused', async () => {
    const posts = await pendingPosts(12);
    const answers = await Promise.all(
      posts.map(async (p) => {
        const at = { params: { id: p.id } };
        return Promise.all([
          two.side(0).call('approveFeedPost', { ...at, body: { version: p.version } }),
          two.side(1).call('rejectFeedPost', { ...at, body: { version: p.version, reason: 'Too late' } }),
        ]);
      }),
    );
    const rows = await two
      .db()
      .select({ id: feedPost.id, status: feedPost.status })
      .from(feedPost)
      .where(
        inArray(
          feedPost.id,
          posts.map((p) => p.id),
        ),
      );
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    posts.forEach((p, i) => {
      const [approve, reject] = answers[i] ?? [];
      const won = [approve, reject].filter((a) => a?.envelope.code === Codes.OK);
      expect(won).toHaveLength(1);
      const lost = approve?.envelope.code === Codes.OK ? reject : approve;
      expect(lost?.envelope.code).toBe(Codes.VERSION_CONFLICT);
      expect(statusOf.get(p.id)).toBe(approve?.envelope.code === Codes.OK ? 'PUBLISHED' : 'REJECTED');
    });
    expect(await moderationAudits(posts.map((p) => p.id))).toHaveLength(posts.length);
  });

  it('a bulk approve racing a reject of one of its posts: all of the bulk or none of it', async () => {
    for (let round = 0; round < 6; round++) {
      const posts = await pendingPosts(5);
      const target = posts[round % 5] ?? posts[0];
      if (!target) throw new Error('no posts');
      const [bulk, single] = await Promise.all([
        two.side(round).call('bulkModerateFeedPosts', {
          body: { action: 'approve', items: posts.map((p) => ({ id: p.id, version: p.version })) },
        }),
        two.side(round + 1).call('rejectFeedPost', {
          params: { id: target.id },
          body: { version: target.version, reason: 'Off topic' },
        }),
      ]);
      const rows = await two
        .db()
        .select({ id: feedPost.id, status: feedPost.status })
        .from(feedPost)
        .where(
          inArray(
            feedPost.id,
            posts.map((p) => p.id),
          ),
        );
      const statuses = rows.filter((r) => r.id !== target.id).map((r) => r.status);
      const targetStatus = rows.find((r) => r.id === target.id)?.status;
      if (bulk.envelope.code === Codes.OK) {
        expect(single.envelope.code).toBe(Codes.VERSION_CONFLICT);
        expect([...statuses, targetStatus]).toEqual(Array(5).fill('PUBLISHED'));
        expect(await moderationAudits(posts.map((p) => p.id))).toHaveLength(5);
      } else {
        expect([bulk.envelope.code, bulk.envelope.key]).toEqual([
          Codes.ILLEGAL_TRANSITION,
          'feed.bulkRefused',
        ]);
        expect(single.envelope.code).toBe(Codes.OK);
        expect(statuses).toEqual(Array(4).fill('PENDING_REVIEW'));
        expect(targetStatus).toBe('REJECTED');
        expect(await moderationAudits(posts.map((p) => p.id))).toHaveLength(1);
      }
    }
    expect(await reconcileFeeds(two.db())).toEqual([]);
  });
});
