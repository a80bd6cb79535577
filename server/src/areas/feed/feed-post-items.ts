import type { FeedPostListItem, FeedPostStatus } from '@shop/contract/areas/feed';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, feedPost, mediaAsset, staffUser } from '../../db/schema.js';
import { imageUrlOf } from '../../lib/media-refs.js';

/**
 * Posts as the list and every write answer them: the author's and reviewer's names as they are
 * now, image urls, and each linked product's title and cover. A page joins these for its own ids
 * only, so a deep page never joins the rows it skips.
 */

const authorStaff = alias(staffUser, 'author_staff');
const reviewer = alias(staffUser, 'reviewer');

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function imagesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: mediaAsset.id, sha256: mediaAsset.sha256, mime: mediaAsset.mime })
    .from(mediaAsset)
    .where(inArray(mediaAsset.id, ids));
  return new Map(rows.map((r) => [r.id, imageUrlOf(r.sha256, r.mime) ?? '']));
}

async function productsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, FeedPostListItem['products'][number]>();
  const rows = rowsOf<{ id: number; title: string; sha256: string | null; mime: string | null }>(
    await db.execute(sql`
      SELECT p.id, p.title, m.sha256, m.mime FROM product_spu p
      LEFT JOIN media_asset m ON m.id = p.image_ids[1]
      WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { id: Number(r.id), title: r.title, imageUrl: imageUrlOf(r.sha256, r.mime) },
    ]),
  );
}

/** The posts with these ids, in the order given (ids not found are left out). */
export async function feedPostItems(db: Db, ids: readonly number[]): Promise<FeedPostListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      post: feedPost,
      customerName: customer.name,
      staffName: authorStaff.name,
      reviewerName: reviewer.name,
    })
    .from(feedPost)
    .leftJoin(customer, eq(customer.id, feedPost.customerId))
    .leftJoin(authorStaff, eq(authorStaff.id, feedPost.staffId))
    .leftJoin(reviewer, eq(reviewer.id, feedPost.reviewedBy))
    .where(inArray(feedPost.id, [...ids]));
  const [images, products] = await Promise.all([
    imagesOf(db, [...new Set(rows.flatMap((r) => r.post.imageIds))]),
    productsOf(db, [...new Set(rows.flatMap((r) => r.post.productIds))]),
  ]);
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { post } = row;
    const isCustomer = post.authorType === 'CUSTOMER';
    return [
      {
        id: post.id,
        authorType: isCustomer ? 'CUSTOMER' : 'STAFF',
        authorId: (isCustomer ? post.customerId : post.staffId) ?? 0,
        authorName: (isCustomer ? row.customerName : row.staffName) ?? '',
        content: post.content,
        images: post.imageIds.flatMap((imageId) => {
          const url = images.get(imageId);
          return url ? [{ id: imageId, url }] : [];
        }),
        products: post.productIds.flatMap((productId) => {
          const product = products.get(productId);
          return product ? [product] : [];
        }),
        status: post.status as FeedPostStatus,
        pinned: post.pinned,
        flaggedWords: post.flaggedWords,
        likeCount: post.likeCount,
        commentCount: post.commentCount,
        pendingCommentCount: post.pendingCommentCount,
        rejectReason: post.rejectReason,
        reviewedByName: row.reviewerName,
        reviewedAt: iso(post.reviewedAt),
        publishedAt: iso(post.publishedAt),
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
        version: post.version,
      },
    ];
  });
}

/** One post, or null. */
export async function feedPostItem(db: Db, id: number): Promise<FeedPostListItem | null> {
  return (await feedPostItems(db, [id]))[0] ?? null;
}
