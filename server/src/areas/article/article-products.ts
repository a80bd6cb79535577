import type { ArticleLinkedProduct } from '@shop/contract/areas/article';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { intArray } from './article-refs.js';

/**
 * The product cards an article shows, in the order it links them: title, cover picture, status and
 * the lowest price of its active SKUs. A product deleted since it was linked is left out, as the
 * shop would leave it out.
 */
export async function productCardsOf(db: Db, ids: readonly number[]): Promise<ArticleLinkedProduct[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: number;
    title: string;
    status: string;
    sha256: string | null;
    mime: string | null;
    price_from: number | string | null;
  }>(
    await db.execute(sql`
      SELECT p.id, p.title, p.status, m.sha256, m.mime,
             (SELECT min(s.price) FROM product_sku s
              WHERE s.spu_id = p.id AND s.status = 'ACTIVE' AND s.deleted_at IS NULL) AS price_from
      FROM unnest(${intArray(ids)}::int[]) WITH ORDINALITY AS linked(id, ord)
      JOIN product_spu p ON p.id = linked.id AND p.deleted_at IS NULL
      LEFT JOIN media_asset m ON m.id = p.image_ids[1]
      ORDER BY linked.ord`),
  );
  const seen = new Set<number>();
  return rows.flatMap((r) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    return [
      {
        id: r.id,
        title: r.title,
        imageUrl: imageUrlOf(r.sha256, r.mime),
        priceFrom: r.price_from === null ? null : Number(r.price_from),
        status: r.status,
      },
    ];
  });
}
