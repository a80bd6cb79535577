import type { AuditAction } from '@shop/contract/areas/audit-codes';
import {
  blockedWordsIn,
  blockedWordsOf,
  canDoFeedPostAction,
  type FeedPostAction,
  type FeedPostStatus,
  type FeedTransitionRefusalData,
  feedPostActionsFrom,
} from '@shop/contract/areas/feed';
import { Codes } from '@shop/contract/codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customer, feedPost, mediaAsset, productSpu } from '../../db/schema.js';
import { invalidField, notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { readConfig } from '../../lib/read-config.js';

/** What every write of a post shares: its row lock, the version read, the life-cycle checks. */

export type FeedPostRow = typeof feedPost.$inferSelect & { status: FeedPostStatus };

export const feedPostVersioned: Versioned = {
  table: feedPost,
  id: feedPost.id,
  version: feedPost.version,
  updatedAt: feedPost.updatedAt,
  updatedBy: feedPost.updatedBy,
};

/** Locks the post for the rest of the transaction and checks the version read: 404, then 409. */
export async function lockFeedPost(tx: Db, id: number, version: number): Promise<FeedPostRow> {
  const [row] = await tx.select().from(feedPost).where(eq(feedPost.id, id)).for('update');
  if (!row) throw notFound('feed.postNotFound');
  if (row.version !== version) throw await staleOrMissing(tx, feedPostVersioned, id);
  return row as FeedPostRow;
}

const cannot = {
  submit: 'feed.cannotSubmit',
  approve: 'feed.cannotApprove',
  reject: 'feed.cannotReject',
  hide: 'feed.cannotHide',
  show: 'feed.cannotShow',
  pin: 'feed.cannotPin',
  unpin: 'feed.cannotUnpin',
  edit: 'feed.cannotEdit',
  delete: 'feed.cannotDelete',
} as const;

/** 42203 `feed.cannot<Action>` unless the contract allows `action` from the post's status. */
export function assertFeedPostAction(post: FeedPostRow, action: FeedPostAction): void {
  if (canDoFeedPostAction(action, post.status)) return;
  const allowed = feedPostActionsFrom[action].join(', ');
  const data: FeedTransitionRefusalData = { id: post.id, status: post.status, allowed };
  const key = cannot[action];
  if (key === 'feed.cannotDelete') throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key);
  throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key, { status: post.status, allowed });
}

/** The SET columns every write of a post adds. */
export function touchFeedPost(actor: Actor) {
  return { version: sql`${feedPost.version} + 1`, updatedAt: sql`now()`, updatedBy: actor.staffUserId };
}

type PostAudit = Extract<
  AuditAction,
  'create' | 'update' | 'delete' | 'submit' | 'approve' | 'reject' | 'hide' | 'show' | 'pin' | 'unpin'
>;

export function auditFeedPost(
  tx: Db,
  actor: Actor,
  action: PostAudit,
  id: number,
  change: { before: unknown; after: unknown },
) {
  return recordAudit(tx, { actor, action, entity: 'feed_post', entityId: id, ...change });
}

/** The blocked words (config `feed_blocked_words`) the text holds, as stored in `flagged_words`. */
export async function flaggedWordsOf(db: Db, text: string): Promise<string[]> {
  return blockedWordsIn(text, blockedWordsOf(await readConfig(db, 'feed_blocked_words')));
}

async function firstMissing(db: Db, table: typeof mediaAsset | typeof productSpu, ids: number[]) {
  if (ids.length === 0) return -1;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const have = new Set(found.map((r) => r.id));
  return ids.findIndex((id) => !have.has(id));
}

/** 400 on the first image or product that does not exist, and on a customer who does not. */
export async function assertFeedRefs(
  db: Db,
  refs: { imageIds: number[]; productIds: number[]; customerId?: number | null },
): Promise<void> {
  if (refs.customerId != null) {
    const [row] = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, refs.customerId));
    if (!row) throw invalidField(['customerId'], 'feed.customerNotFound');
  }
  const image = await firstMissing(db, mediaAsset, refs.imageIds);
  if (image >= 0) throw invalidField(['imageIds', image], 'feed.imageNotFound');
  const product = await firstMissing(db, productSpu, refs.productIds);
  if (product >= 0) throw invalidField(['productIds', product], 'feed.productNotFound');
}

/** What the audit keeps of a post: its state, not its images' bytes. */
export function auditedPost(
  post: { status: string; pinned: boolean } & Partial<Omit<FeedPostRow, 'status' | 'pinned'>>,
) {
  return {
    status: post.status,
    pinned: post.pinned,
    ...(post.content === undefined ? {} : { content: post.content }),
    ...(post.flaggedWords === undefined ? {} : { flaggedWords: post.flaggedWords }),
    ...(post.rejectReason ? { rejectReason: post.rejectReason } : {}),
  };
}
