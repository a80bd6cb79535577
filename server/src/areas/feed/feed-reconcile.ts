import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';

/**
 * The feed's books, run by `npm run reconcile`, the demo check and tests:
 * - each post's comment_count / pending_comment_count equal its PUBLISHED / PENDING comments
 *   (migration 0019's trigger keeps them; a hand-written change behind its back shows here);
 * - a pinned post is PUBLISHED (the table's check says so too; this names any that slipped by one
 *   loaded without constraints).
 * An empty answer means the books balance.
 */
export type FeedMismatch =
  | {
      kind: 'commentCounts';
      postId: number;
      commentCount: number;
      published: number;
      pendingCommentCount: number;
      pending: number;
    }
  | { kind: 'pinned'; postId: number; status: string };

export async function reconcileFeeds(db: Db, limit = 1000): Promise<FeedMismatch[]> {
  const counts = rowsOf<Omit<Extract<FeedMismatch, { kind: 'commentCounts' }>, 'kind'>>(
    await db.execute(sql`
      WITH c AS (
        SELECT post_id, count(*) FILTER (WHERE status = 'PUBLISHED') AS published,
          count(*) FILTER (WHERE status = 'PENDING') AS pending
        FROM feed_comment GROUP BY post_id)
      SELECT p.id AS "postId", p.comment_count AS "commentCount", coalesce(c.published, 0) AS published,
        p.pending_comment_count AS "pendingCommentCount", coalesce(c.pending, 0) AS pending
      FROM feed_post p LEFT JOIN c ON c.post_id = p.id
      WHERE p.comment_count <> coalesce(c.published, 0) OR p.pending_comment_count <> coalesce(c.pending, 0)
      ORDER BY p.id LIMIT ${limit}`),
  );
  const pinned = rowsOf<{ postId: number; status: string }>(
    await db.execute(sql`
      SELECT id AS "postId", status FROM feed_post WHERE pinned AND status <> 'PUBLISHED'
      ORDER BY id LIMIT ${limit}`),
  );
  return [
    ...counts.map((r) => ({
      kind: 'commentCounts' as const,
      postId: Number(r.postId),
      commentCount: Number(r.commentCount),
      published: Number(r.published),
      pendingCommentCount: Number(r.pendingCommentCount),
      pending: Number(r.pending),
    })),
    ...pinned.map((r) => ({ kind: 'pinned' as const, postId: Number(r.postId), status: r.status })),
  ];
}
