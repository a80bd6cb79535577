import {
  canDoFeedCommentAction,
  type FeedCommentAction,
  type FeedCommentStatus,
  type FeedTransitionRefusalData,
  feedCommentActionsFrom,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { feedComment, feedPost } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { flaggedWordsOf } from './feed-post-lock.js';

/**
 * A staff reply under a post, and a comment's moderation moves. The post's comment counts follow
 * by migration 0019's trigger; nothing here writes them.
 */

/** A comment's last change is its moderation, so its reviewer stands for "who changed it". */
const versioned: Versioned = {
  table: feedComment,
  id: feedComment.id,
  version: feedComment.version,
  updatedAt: feedComment.updatedAt,
  updatedBy: feedComment.reviewedBy,
};

/** Published at once, unless it holds a blocked word; never under a deleted post (42203). */
export async function replyFeedPost(db: Db, actor: Actor, postId: number, content: string): Promise<number> {
  const flaggedWords = await flaggedWordsOf(db, content);
  return db.transaction(async (tx) => {
    // The post's row lock: a delete cannot slip in between the check and the reply.
    const [post] = await tx
      .select({ status: feedPost.status })
      .from(feedPost)
      .where(eq(feedPost.id, postId))
      .for('update');
    if (!post) throw notFound('feed.postNotFound');
    if (post.status === 'DELETED') {
      const data: FeedTransitionRefusalData = { id: postId, status: post.status, allowed: '' };
      throw refuseWith(Codes.ILLEGAL_TRANSITION, data, 'feed.postDeleted');
    }
    const status: FeedCommentStatus = flaggedWords.length > 0 ? 'PENDING' : 'PUBLISHED';
    const [row] = await tx
      .insert(feedComment)
      .values({ postId, authorType: 'STAFF', staffId: actor.staffUserId, content, status, flaggedWords })
      .returning({ id: feedComment.id });
    if (!row) throw new Error('feed comment insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'reply',
      entity: 'feed_comment',
      entityId: row.id,
      before: null,
      after: { postId, status, content, flaggedWords },
    });
    return row.id;
  });
}

const cannot = {
  approve: 'feed.cannotApproveComment',
  spam: 'feed.cannotSpamComment',
  remove: 'feed.cannotRemoveComment',
  restore: 'feed.cannotRestoreComment',
} as const;

const statusAfter = { approve: 'PUBLISHED', spam: 'SPAM', remove: 'REMOVED', restore: 'PUBLISHED' } as const;

/** One moderation move of a comment at the version read: 404, 409, then 42203 outside the life cycle. */
export async function moveFeedComment(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  action: FeedCommentAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedComment).where(eq(feedComment.id, id)).for('update');
    if (!row) throw notFound('feed.commentNotFound');
    if (row.version !== version) throw await staleOrMissing(tx, versioned, id);
    const from = row.status as FeedCommentStatus;
    if (!canDoFeedCommentAction(action, from)) {
      const allowed = feedCommentActionsFrom[action].join(', ');
      const data: FeedTransitionRefusalData = { id, status: from, allowed };
      throw refuseWith(Codes.ILLEGAL_TRANSITION, data, cannot[action], { status: from, allowed });
    }
    const status = statusAfter[action];
    await tx
      .update(feedComment)
      .set({
        status,
        reviewedBy: actor.staffUserId,
        reviewedAt: sql`now()`,
        version: sql`${feedComment.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(feedComment.id, id));
    await recordAudit(tx, {
      actor,
      action,
      entity: 'feed_comment',
      entityId: id,
      before: { status: from },
      after: { status },
    });
  });
}
