import type { ArticlePreviewData, articlePreviewBody } from '@shop/contract/areas/article';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { mediaAsset } from '../../db/schema.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { productCardsOf } from './article-products.js';

/**
 * What the shop would show for unsaved fields: the HTML exactly as a save would store it and the
 * product cards. Nothing is written; a cover or product that does not exist is simply not shown
 * (the save is where it is refused on its field).
 */
export async function previewArticle(
  db: Db,
  fields: z.output<typeof articlePreviewBody>,
): Promise<ArticlePreviewData> {
  const [image] =
    fields.coverId === null
      ? []
      : await db
          .select({ sha256: mediaAsset.sha256, mime: mediaAsset.mime })
          .from(mediaAsset)
          .where(eq(mediaAsset.id, fields.coverId));
  return {
    title: fields.title,
    summary: fields.summary,
    coverUrl: image ? imageUrlOf(image.sha256, image.mime) : null,
    category: fields.category,
    tags: fields.tags,
    contentHtml: sanitizeRichText(fields.contentHtml),
    products: await productCardsOf(db, fields.productIds),
  };
}
