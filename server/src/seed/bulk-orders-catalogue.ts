import { type SQL, sql } from 'drizzle-orm';
import { pinyinColumns } from '../areas/product/product-pinyin.js';
import type { Db } from '../db/client.js';
import { affectedRows, lit, pick, reserveIds, rowsOf, words } from './bulk-orders-sql.js';
import { demoProducts } from './demo-products.js';

/**
 * The SKUs bulk orders are placed against: the catalogue's sellable ones (an active, priced SKU
 * of a live product on sale). When a shop has fewer than a run wants (an empty database, or the
 * 146-SKU demo shop under a million orders), more products are made first in three statements,
 * modelled on the demo range: "Thrown stoneware mug no. 12" in sizes S to XL, in the demo
 * product's category when the tree has it.
 */

/** The SQL condition the generator and its tests use for "can be ordered". */
export const sellableSku = sql`s.deleted_at IS NULL AND s.status = 'ACTIVE' AND s.price > 0
  AND p.deleted_at IS NULL AND p.status = 'ON_SALE'`;

/** About one SKU per 500 orders, between 20 and 2,000, so a SKU's ledger stays a believable length. */
export function wantedSkus(orders: number): number {
  return Math.min(2000, Math.max(20, Math.ceil(orders / 500)));
}

export async function countSellableSkus(tx: Db): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await tx.execute(
      sql`SELECT count(*) AS n FROM product_sku s JOIN product_spu p ON p.id = s.spu_id WHERE ${sellableSku}`,
    ),
  );
  return Number(row?.n ?? 0);
}

const sizes = ['S', 'M', 'L', 'XL'];

/** Adds products (four sizes each) until at least `wanted` SKUs are sellable; answers how many SKUs it made. */
export async function ensureSellableSkus(tx: Db, wanted: number): Promise<number> {
  const missing = wanted - (await countSellableSkus(tx));
  if (missing <= 0) return 0;
  const products = Math.ceil(missing / sizes.length);
  const models = JSON.stringify(
    demoProducts.map((p) => ({
      title: p.title,
      // The " no. 12" suffix has no Chinese, so the model's pinyin is the product's.
      ...pinyinColumns(p.title),
      subtitle: p.subtitle,
      category: p.category,
      price: p.price,
    })),
  );
  // Ids written by us, so product g finds its model again when its SKUs are priced.
  const base = await reserveIds(tx, 'product_spu', products);
  const model = (n: SQL) => sql`(${models}::jsonb -> ((${n} - 1) % ${lit(demoProducts.length)})::int)`;
  await tx.execute(sql`
    INSERT INTO product_spu (id, title, search_pinyin, search_initials, subtitle, category_id, status, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT ${lit(base)} + g, m->>'title' || ' no. ' || (${lit(base)} + g), m->>'searchPinyin', m->>'searchInitials', m->>'subtitle',
           (SELECT c.id FROM product_category c WHERE lower(c.name) = lower(m->>'category') ORDER BY c.id LIMIT 1),
           'ON_SALE', now() - interval '120 days', now() - interval '100 days'
    FROM generate_series(1, ${lit(products)}) AS g CROSS JOIN LATERAL (SELECT ${model(sql`g`)} AS m) AS chosen
    ORDER BY g`);
  const first = lit(base + 1);
  const last = lit(base + products);
  await tx.execute(sql`
    INSERT INTO product_option (spu_id, position, name, values)
    SELECT id, 1, 'Size', ${words(sizes)} FROM product_spu WHERE id BETWEEN ${first} AND ${last}`);
  // The model's price, plus 2.00 a size up; a cost at 40 %, as the demo catalogue prices.
  const made = await tx.execute(sql`
    INSERT INTO product_sku (spu_id, code, option_values, price, cost, weight_g, status, created_at)
    SELECT p.id, 'BK' || lpad(p.id::text, 6, '0') || '-' || (${words(sizes)})[k], ARRAY[(${words(sizes)})[k]],
           price, price * 4 / 10, 100 + ${pick(sql`p.id`, 1, 900)}, 'ACTIVE', p.created_at
    FROM product_spu p
    CROSS JOIN generate_series(1, ${lit(sizes.length)}) AS k
    CROSS JOIN LATERAL (SELECT (${model(sql`p.id - ${lit(base)}`)} ->> 'price')::bigint + (k - 1) * 200 AS price) AS c
    WHERE p.id BETWEEN ${first} AND ${last}
    ORDER BY p.id, k`);
  return affectedRows(made);
}
