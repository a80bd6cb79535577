import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcileFeeds } from '../areas/feed/feed-reconcile.js';
import { insertCustomers } from '../test-support/customer-rows.js';
import { staffIdOf } from '../test-support/feed-rows.js';
import { useTestApp } from '../test-support/harness.js';
import type { RunShape } from './bulk-orders-plan.js';
import { rowsOf } from './bulk-orders-sql.js';
import { playDemoFeeds } from './demo-feeds.js';

/**
 * The demo feed, played step by step as the demo load plays it: posts in every status (the queue
 * not empty, two pinned, some flagged by the words it sets), comments in every status, the
 * comment counts right.
 */
const t = useTestApp();

describe('the demo feed', () => {
  it('writes forty posts and their comments in every status, in a few steps', async () => {
    const ids = await insertCustomers(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({ name: `Feed customer ${i}` })),
    );
    const run = {
      now: new Date().toISOString(),
      customerBase: (ids[0] ?? 1) - 1,
      customers: ids.length,
      actorId: await staffIdOf(t.db, 'admin'),
    } as RunShape;
    let steps = 0;
    for (let done: number | null = 0; done !== null; steps++)
      done = await t.db.transaction((tx) => playDemoFeeds(tx, run, done ?? 0));
    expect(steps).toBeLessThan(8);
    const posts = rowsOf<{ status: string; n: number; pinned: number; flagged: number; images: number }>(
      await t.db.execute(sql`
        SELECT status, count(*)::int AS n, count(*) FILTER (WHERE pinned)::int AS pinned,
          count(*) FILTER (WHERE cardinality(flagged_words) > 0)::int AS flagged,
          count(*) FILTER (WHERE cardinality(image_ids) > 0)::int AS images
        FROM feed_post GROUP BY status ORDER BY status`),
    );
    const of = (status: string) => posts.find((p) => p.status === status);
    expect(posts.map((p) => p.status)).toEqual([
      'DELETED',
      'DRAFT',
      'HIDDEN',
      'PENDING_REVIEW',
      'PUBLISHED',
      'REJECTED',
    ]);
    expect(posts.reduce((sum, p) => sum + p.n, 0)).toBe(40);
    expect(of('PENDING_REVIEW')?.n).toBeGreaterThanOrEqual(6);
    expect(of('PENDING_REVIEW')?.flagged).toBeGreaterThanOrEqual(2);
    expect(of('PUBLISHED')?.pinned).toBe(2);
    const comments = rowsOf<{ status: string }>(
      await t.db.execute(sql`SELECT DISTINCT status FROM feed_comment ORDER BY status`),
    );
    expect(comments.map((c) => c.status)).toEqual(['PENDING', 'PUBLISHED', 'REMOVED', 'SPAM']);
    expect(await reconcileFeeds(t.db)).toEqual([]);
  });
});
