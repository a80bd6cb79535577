import type { articleFields } from '@shop/contract/areas/article';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { article, mediaAsset, productSpu } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';

/** What an article points at, checked before it is written: its slug is free, its cover and products exist. */

export type ArticleFields = z.output<typeof articleFields>;

const SLUG_CONSTRAINT = 'article_slug_unique';

/** `{1,2,3}`: ids as one int[] parameter (drizzle would spread a JS array into a list). */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** 400 on `slug` when another article (not `exceptId`) already has it. */
export async function assertSlugFree(db: Db, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: article.id })
    .from(article)
    .where(and(eq(article.slug, slug), exceptId === undefined ? undefined : ne(article.id, exceptId)));
  if (taken) throw invalidField(['slug'], 'article.slugTaken');
}

/** Runs a write; a race that took the slug between the check and the write answers as the check does. */
export async function slugUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === SLUG_CONSTRAINT) throw invalidField(['slug'], 'article.slugTaken');
    throw error;
  }
}

/** The cover is an uploaded image; every linked product is in the catalogue (not deleted). */
export async function assertArticleRefs(
  db: Db,
  fields: Pick<ArticleFields, 'coverId' | 'productIds'>,
): Promise<void> {
  if (fields.coverId !== null) {
    const [image] = await db
      .select({ id: mediaAsset.id })
      .from(mediaAsset)
      .where(eq(mediaAsset.id, fields.coverId));
    if (!image) throw invalidField(['coverId'], 'article.coverNotFound');
  }
  if (fields.productIds.length === 0) return;
  const live = await db
    .select({ id: productSpu.id })
    .from(productSpu)
    .where(
      and(sql`${productSpu.id} = ANY(${intArray(fields.productIds)}::int[])`, isNull(productSpu.deletedAt)),
    );
  const found = new Set(live.map((r) => r.id));
  const missing = fields.productIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw invalidField(['productIds', missing], 'article.productNotFound');
}
