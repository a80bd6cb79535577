import type {
  FeedPostAction,
  FeedPostStatus,
  feedPostActionBody,
  feedPostCreateBody,
  feedPostUpdateBody,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { feedPost } from '../../db/schema.js';
import { invalidField, refuse, refuseWith } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import {
  assertFeedPostAction,
  assertFeedRefs,
  auditedPost,
  auditFeedPost,
  type FeedPostRow,
  flaggedWordsOf,
  lockFeedPost,
  touchFeedPost,
} from './feed-post-lock.js';

/**
 * A post's writes (issue 22): create, edit, submit, and the moderation moves. Each runs under the
 * post's row lock at the version the caller read, and is audited in the same transaction.
 */

type Grants = { mayModerate: boolean };

/** Where a submitted post goes: published at once only for a staff post, by a moderator, unflagged. */
function submittedStatus(skipReview: boolean, isCustomer: boolean, flagged: string[]): FeedPostStatus {
  if (skipReview && !isCustomer && flagged.length === 0) return 'PUBLISHED';
  return 'PENDING_REVIEW';
}

function assertMaySkip(skipReview: boolean, grants: Grants) {
  if (skipReview && !grants.mayModerate) throw refuse(Codes.FORBIDDEN, 'feed.skipReviewForbidden');
}

export async function createFeedPost(
  db: Db,
  actor: Actor,
  body: z.output<typeof feedPostCreateBody>,
  grants: Grants,
): Promise<number> {
  assertMaySkip(body.skipReview, grants);
  await assertFeedRefs(db, body);
  const flaggedWords = await flaggedWordsOf(db, body.content);
  const isCustomer = body.customerId !== null;
  const status = body.submit ? submittedStatus(body.skipReview, isCustomer, flaggedWords) : 'DRAFT';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedPost)
      .values({
        authorType: isCustomer ? 'CUSTOMER' : 'STAFF',
        customerId: body.customerId,
        staffId: isCustomer ? null : actor.staffUserId,
        content: body.content,
        imageIds: body.imageIds,
        productIds: body.productIds,
        status,
        flaggedWords,
        publishedAt: status === 'PUBLISHED' ? sql`now()` : null,
        updatedBy: actor.staffUserId,
      })
      .returning();
    if (!row) throw new Error('feed post insert returned no row');
    await auditFeedPost(tx, actor, 'create', row.id, { before: null, after: auditedPost(row) });
    return row.id;
  });
}

/**
 * Rewrites a staff post. The content is checked again: a published or hidden post that now holds
 * a blocked word leaves the shop's feed for review (and loses its pin).
 */
export async function updateFeedPost(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof feedPostUpdateBody>,
): Promise<void> {
  await assertFeedRefs(db, body);
  const flaggedWords = await flaggedWordsOf(db, body.content);
  await db.transaction(async (tx) => {
    const post = await lockFeedPost(tx, id, body.version);
    if (post.authorType === 'CUSTOMER') {
      const data = { id, status: post.status, allowed: '' };
      throw refuseWith(Codes.ILLEGAL_TRANSITION, data, 'feed.customerPostReadOnly');
    }
    assertFeedPostAction(post, 'edit');
    const backToReview = flaggedWords.length > 0 && (post.status === 'PUBLISHED' || post.status === 'HIDDEN');
    const status = backToReview ? 'PENDING_REVIEW' : post.status;
    const pinned = backToReview ? false : post.pinned;
    const change = { content: body.content, imageIds: body.imageIds, productIds: body.productIds };
    await tx
      .update(feedPost)
      .set({ ...change, flaggedWords, status, pinned, ...touchFeedPost(actor) })
      .where(eq(feedPost.id, id));
    await auditFeedPost(tx, actor, 'update', id, {
      before: auditedPost(post),
      after: auditedPost({ ...post, ...change, flaggedWords, status, pinned }),
    });
  });
}

/** DRAFT or REJECTED → PENDING_REVIEW, or PUBLISHED (see `submittedStatus`); flags checked again. */
export async function submitFeedPost(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof feedPostActionBody>,
  grants: Grants,
): Promise<void> {
  assertMaySkip(body.skipReview, grants);
  await db.transaction(async (tx) => {
    const post = await lockFeedPost(tx, id, body.version);
    assertFeedPostAction(post, 'submit');
    const isCustomer = post.authorType === 'CUSTOMER';
    if (isCustomer && body.skipReview) throw invalidField(['skipReview'], 'feed.customerPostNeedsReview');
    const flaggedWords = await flaggedWordsOf(tx, post.content);
    const status = submittedStatus(body.skipReview, isCustomer, flaggedWords);
    await tx
      .update(feedPost)
      .set({
        status,
        flaggedWords,
        publishedAt:
          status === 'PUBLISHED' ? sql`coalesce(${feedPost.publishedAt}, now())` : post.publishedAt,
        ...touchFeedPost(actor),
      })
      .where(eq(feedPost.id, id));
    await auditFeedPost(tx, actor, 'submit', id, {
      before: auditedPost(post),
      after: auditedPost({ ...post, status, flaggedWords }),
    });
  });
}

type Move = Exclude<FeedPostAction, 'submit' | 'edit'>;

/** The columns each moderation move sets, from the post as it was. */
function moveOf(action: Move, post: FeedPostRow, actor: Actor, reason: string | null) {
  const reviewed = { reviewedBy: actor.staffUserId, reviewedAt: sql`now()` };
  const published = sql`coalesce(${feedPost.publishedAt}, now())`;
  switch (action) {
    case 'approve':
      return { status: 'PUBLISHED', ...reviewed, publishedAt: published } as const;
    case 'reject':
      return { status: 'REJECTED', rejectReason: reason, ...reviewed } as const;
    case 'hide':
      return { status: 'HIDDEN', pinned: false } as const;
    case 'show':
      return { status: 'PUBLISHED' } as const;
    case 'pin':
      return { status: post.status, pinned: true } as const;
    case 'unpin':
      return { status: post.status, pinned: false } as const;
    case 'delete':
      return { status: 'DELETED', pinned: false, deletedAt: sql`now()` } as const;
  }
}

/** One moderation move at the version read; `reason` for a reject only. */
export async function moveFeedPost(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  action: Move,
  reason: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await lockFeedPost(tx, id, version);
    assertFeedPostAction(post, action);
    const set = moveOf(action, post, actor, reason);
    await tx
      .update(feedPost)
      .set({ ...set, ...touchFeedPost(actor) })
      .where(eq(feedPost.id, id));
    await auditFeedPost(tx, actor, action, id, {
      before: auditedPost(post),
      after: auditedPost({
        status: set.status,
        pinned: 'pinned' in set ? (set.pinned ?? post.pinned) : post.pinned,
        rejectReason: reason,
      }),
    });
  });
}
