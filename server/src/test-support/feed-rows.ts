import type { FeedCommentStatus, FeedPostStatus } from '@shop/contract/areas/feed';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { feedComment, feedPost, staffUser } from '../db/schema.js';

/**
 * Posts and comments written straight into their tables in any status, for tests of what the
 * services allow from where (the services themselves only reach a status by its path).
 */

export async function staffIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.username, username));
  if (!row) throw new Error(`no staff member ${username}`);
  return row.id;
}

export interface PostSeed {
  status: FeedPostStatus;
  /** A staff author, or a customer's (exactly one). */
  staffId?: number;
  customerId?: number;
  content?: string;
  pinned?: boolean;
  imageIds?: number[];
  productIds?: number[];
  flaggedWords?: string[];
  createdAt?: Date;
}

export async function insertFeedPost(db: Db, seed: PostSeed): Promise<{ id: number; version: number }> {
  const isCustomer = seed.customerId !== undefined;
  const [row] = await db
    .insert(feedPost)
    .values({
      authorType: isCustomer ? 'CUSTOMER' : 'STAFF',
      customerId: seed.customerId ?? null,
      staffId: isCustomer ? null : (seed.staffId ?? null),
      content: seed.content ?? `A post that is ${seed.status}`,
      status: seed.status,
      pinned: seed.pinned ?? false,
      imageIds: seed.imageIds ?? [],
      productIds: seed.productIds ?? [],
      flaggedWords: seed.flaggedWords ?? [],
      rejectReason: seed.status === 'REJECTED' ? 'Off topic' : null,
      publishedAt: seed.status === 'PUBLISHED' || seed.status === 'HIDDEN' ? new Date() : null,
      deletedAt: seed.status === 'DELETED' ? new Date() : null,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning({ id: feedPost.id, version: feedPost.version });
  if (!row) throw new Error('feed post insert returned no row');
  return row;
}

export async function insertFeedComment(
  db: Db,
  seed: {
    postId: number;
    status: FeedCommentStatus;
    staffId?: number;
    customerId?: number;
    content?: string;
  },
): Promise<{ id: number; version: number }> {
  const isCustomer = seed.customerId !== undefined;
  const [row] = await db
    .insert(feedComment)
    .values({
      postId: seed.postId,
      authorType: isCustomer ? 'CUSTOMER' : 'STAFF',
      customerId: seed.customerId ?? null,
      staffId: isCustomer ? null : (seed.staffId ?? null),
      content: seed.content ?? `A comment that is ${seed.status}`,
      status: seed.status,
    })
    .returning({ id: feedComment.id, version: feedComment.version });
  if (!row) throw new Error('feed comment insert returned no row');
  return row;
}
