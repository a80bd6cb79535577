import type { Db } from '@shop/server/db/client';
import { demoCategories } from '@shop/server/seed/demo-catalogue';
import { sql } from 'drizzle-orm';
import { rowsOf, withDeferredIndexes } from './deferred-indexes.js';

/**
 * Bulk data for the inventory benchmark, written with set-based SQL (generate_series and
 * INSERT … SELECT in chunks) instead of one applyStockChange per row (two round trips each:
 * most of an hour on PostgreSQL, longer on PGlite). It keeps the ledger's invariants all the same: each SKU's history is generated in order, its
 * balances-after are running sums of its deltas (window functions), the first receipt is sized
 * so that no step ever takes on_hand or reserved below zero or reserved above on_hand (the
 * table's CHECKs would refuse the chunk otherwise), and the SKUs' balances are set from the
 * ledger's sums at the end. reconcileStock verifies it afterwards.
 *
 * Each SKU's history: a receipt, then orders as pairs (RESERVE, then SALE, or RELEASE for every
 * fifth order), the last RESERVE left open when the count is even. About 3 % end sold out and 7 %
 * low, the rest with plenty.
 */

export interface LoadSize {
  products: number;
  skusPerProduct: number;
  /** SKUs whose histories one INSERT writes (movements per SKU vary from 5 to 35, 20 on average). */
  skuChunk: number;
}

export const fullSize: LoadSize = { products: 20_000, skusPerProduct: 5, skuChunk: 10_000 };

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const adjectives = [
  'Speckled',
  'Hand-thrown',
  'Woven',
  'Carved',
  'Hammered',
  'Block-printed',
  'Dipped',
  'Stitched',
];
const materials = [
  'stoneware',
  'porcelain',
  'linen',
  'merino',
  'walnut',
  'oak',
  'silver',
  'brass',
  'beeswax',
  'cotton',
];
const nouns = [
  'mug',
  'bowl',
  'vase',
  'scarf',
  'cushion',
  'tote',
  'ring',
  'pendant',
  'candle',
  'notebook',
  'board',
  'spoon',
];

const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]`);

/** Leaf category ids (the demo tree), for products to sit in. */
async function createCategories(db: Db): Promise<number[]> {
  const leaves: number[] = [];
  for (const top of demoCategories) {
    const parent = await db.execute(
      sql`INSERT INTO product_category (name) VALUES (${top.name}) RETURNING id`,
    );
    const parentId = rowsOf<{ id: number }>(parent)[0]?.id;
    for (const leaf of top.children) {
      const row = await db.execute(
        sql`INSERT INTO product_category (name, parent_id) VALUES (${leaf}, ${parentId}) RETURNING id`,
      );
      const id = rowsOf<{ id: number }>(row)[0]?.id;
      if (id !== undefined) leaves.push(id);
    }
  }
  return leaves;
}

async function createProducts(db: Db, size: LoadSize, leaves: number[]): Promise<void> {
  const skuSizes = sizes.slice(0, size.skusPerProduct);
  await db.execute(sql`
    INSERT INTO product_spu (title, category_id, status, created_at, updated_at)
    SELECT (${textArray(adjectives)})[1 + g % ${sql.raw(String(adjectives.length))}] || ' '
             || (${textArray(materials)})[1 + (g / 7) % ${sql.raw(String(materials.length))}] || ' '
             || (${textArray(nouns)})[1 + (g / 3) % ${sql.raw(String(nouns.length))}] || ' no. ' || g,
           (${sql.raw(`ARRAY[${leaves.join(',')}]`)})[1 + g % ${sql.raw(String(leaves.length))}],
           CASE WHEN g % 50 = 0 THEN 'DRAFT' WHEN g % 50 = 1 THEN 'OFF_SALE' WHEN g % 100 = 2 THEN 'ARCHIVED'
                ELSE 'ON_SALE' END,
           now() - make_interval(days => 400 - g % 400), now() - make_interval(hours => g % 2000)
    FROM generate_series(1, ${size.products}) AS g ORDER BY g`);
  await db.execute(sql`
    INSERT INTO product_option (spu_id, position, name, values)
    SELECT id, 1, 'Size', ${textArray(skuSizes)} FROM product_spu`);
  // Prices 8.00–180.00; one SKU in five has its own low-stock threshold; 2 % are inactive.
  await db.execute(sql`
    INSERT INTO product_sku (spu_id, code, option_values, price, cost, weight_g, status, low_stock_threshold)
    SELECT p.id, 'BN' || lpad(p.id::text, 6, '0') || '-' || (${textArray(skuSizes)})[k],
           ARRAY[(${textArray(skuSizes)})[k]], price, price * 4 / 10, 50 + (p.id * 37 + k) % 2000,
           CASE WHEN (p.id * 5 + k) % 50 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END,
           CASE WHEN (p.id + k) % 5 = 0 THEN (ARRAY[3, 10, 20])[1 + (p.id + k) % 3] END
    FROM product_spu p
    CROSS JOIN generate_series(1, ${size.skusPerProduct}) AS k
    CROSS JOIN LATERAL (SELECT 800 + ((p.id * 7919 + k * 104729) % 173) * 100 AS price) AS c
    ORDER BY p.id, k`);
}

/** One chunk of SKUs' histories: ids in [from, to]. */
function movementChunk(from: number, to: number, defaultThreshold: number, actorId: number) {
  return sql`
    WITH steps AS (
      SELECT s.id AS sku_id, coalesce(s.low_stock_threshold, ${defaultThreshold}::int) AS threshold,
             c.n, k, k / 2 AS p,
             CASE WHEN c.n % 2 = 1 THEN (c.n - 1) / 2 ELSE (c.n - 2) / 2 END AS last_closed,
             (s.id::bigint * 2654435761) % 1000 AS h
      FROM product_sku s
      CROSS JOIN LATERAL (SELECT 5 + (s.id * 7919) % 31 AS n) AS c
      CROSS JOIN LATERAL generate_series(1, c.n) AS k
      WHERE s.id BETWEEN ${from} AND ${to}
    ), kinds AS (
      SELECT *,
        CASE WHEN k = 1 THEN 'receipt' WHEN k % 2 = 0 AND k = n THEN 'open' WHEN k % 2 = 0 THEN 'reserve'
             WHEN p % 5 = 0 AND p < last_closed THEN 'release' ELSE 'sale' END AS kind,
        -- A released order is of one unit, so a later sale always covers it (see the header).
        CASE WHEN p % 5 = 0 AND p < last_closed THEN 1 ELSE 1 + (sku_id + p) % 3 END AS q,
        CASE WHEN h % 100 < 3 THEN 0 WHEN h % 100 < 10 THEN 1 + h % greatest(threshold, 1)
             ELSE threshold + 1 + h % 150 END AS target
      FROM steps
    ), sized AS (
      SELECT *,
        sum(CASE WHEN kind = 'sale' THEN q ELSE 0 END) OVER (PARTITION BY sku_id)
          + sum(CASE WHEN kind = 'open' THEN q ELSE 0 END) OVER (PARTITION BY sku_id) + target AS receipt
      FROM kinds
    ), deltas AS (
      SELECT *,
        CASE kind WHEN 'receipt' THEN receipt WHEN 'sale' THEN -q ELSE 0 END AS d_on,
        CASE kind WHEN 'receipt' THEN 0 WHEN 'sale' THEN -q WHEN 'release' THEN -q ELSE q END AS d_res
      FROM sized
    )
    INSERT INTO stock_movement (sku_id, type, reason, delta_on_hand, delta_reserved, on_hand_after,
                                reserved_after, ref_type, ref_id, actor_id, created_at)
    SELECT sku_id,
           CASE kind WHEN 'receipt' THEN 'ADJUSTMENT' WHEN 'sale' THEN 'SALE' WHEN 'release' THEN 'RELEASE'
                ELSE 'RESERVE' END,
           CASE WHEN kind = 'receipt' THEN 'received' END,
           d_on, d_res,
           sum(d_on) OVER (PARTITION BY sku_id ORDER BY k), sum(d_res) OVER (PARTITION BY sku_id ORDER BY k),
           CASE WHEN kind <> 'receipt' THEN 'order' END,
           CASE WHEN kind <> 'receipt' THEN 'SO-' || sku_id || '-' || p END,
           CASE WHEN kind = 'receipt' THEN ${actorId}::int END,
           -- A year of history, oldest step first; the per-SKU offset keeps k in time order.
           now() - make_interval(secs => (n - k) * 365.0 / n * 86400 + sku_id % 3600)
           AS created_at
    FROM deltas
    -- Ids follow time, as live writes would; each SKU's rows stay in step order.
    ORDER BY created_at, sku_id, k`;
}

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export interface LoadTimes {
  catalogueMs: number;
  movementsMs: number;
  balancesMs: number;
  movements: number;
  skus: number;
}

/** Loads the catalogue and its ledger into an empty database; `log` reports progress. */
export async function loadInventory(
  db: Db,
  options: { size: LoadSize; defaultThreshold: number; actorId: number; log: (line: string) => void },
): Promise<LoadTimes> {
  const { size, log } = options;
  let started = performance.now();
  await createProducts(db, size, await createCategories(db));
  const catalogueMs = performance.now() - started;
  const skus = size.products * size.skusPerProduct;
  log(`  ${size.products} products, ${skus} SKUs in ${seconds(started)}`);

  started = performance.now();
  const range = await db.execute(sql`SELECT min(id) AS first, max(id) AS last FROM product_sku`);
  const { first = 1, last = 0 } = rowsOf<{ first: number; last: number }>(range)[0] ?? {};
  // Indexes and foreign keys of the ledger are rebuilt once at the end (counted in this step).
  const movements = await withDeferredIndexes(db, 'stock_movement', async () => {
    let written = 0;
    for (let from = first; from <= last; from += size.skuChunk) {
      const to = Math.min(last, from + size.skuChunk - 1);
      written += await db.transaction(async (tx) => {
        // The chunk's sorts (window, time order) fit in memory instead of spilling to disk.
        await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
        return affectedRows(
          await tx.execute(movementChunk(from, to, options.defaultThreshold, options.actorId)),
        );
      });
      log(`  movements of SKUs ${from}–${to}: ${written} rows so far, ${seconds(started)}`);
    }
    return written;
  });
  log(`  ledger indexes and foreign keys rebuilt, ${seconds(started)}`);
  const movementsMs = performance.now() - started;

  started = performance.now();
  await db.execute(sql`
    UPDATE product_sku s SET on_hand = l.on_hand, reserved = l.reserved
    FROM (SELECT sku_id, sum(delta_on_hand) AS on_hand, sum(delta_reserved) AS reserved
          FROM stock_movement GROUP BY sku_id) AS l
    WHERE l.sku_id = s.id`);
  // What autovacuum would do on a live server: fresh statistics and visibility maps for the planner.
  await db.execute(sql`VACUUM ANALYZE`);
  const balancesMs = performance.now() - started;
  log(`  balances from the ledger, then VACUUM ANALYZE, in ${seconds(started)}`);
  return { catalogueMs, movementsMs, balancesMs, movements, skus };
}
