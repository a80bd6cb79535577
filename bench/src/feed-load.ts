import type { Db } from '@shop/server/db/client';
import { customerName } from '@shop/server/seed/bulk-orders-customers';
import { lit, pick, words } from '@shop/server/seed/bulk-orders-sql';
import { sql } from 'drizzle-orm';
import { rowsOf, withDeferredIndexes } from './deferred-indexes.js';

/**
 * A year of feed posts for the moderation queue's benchmark (issue 22), written set-based
 * (INSERT … SELECT over generate_series, in chunks, feed_post's indexes built once at the end).
 * The mix: 5 % waiting for review, 80 % published, 4 % hidden, 5 % rejected, 3 % drafts, 3 %
 * deleted; 95 % by customers (many customers, a few posts each), 5 % by staff; images on 30 %
 * (1–3 of 60 stored images), products on 40 % (1–2 of 300); one pending post in ten flagged.
 * Comments are not written: the queue reads only the posts' counts.
 */

export const fullFeedSize = {
  posts: 1_000_000,
  customers: 20_000,
  products: 300,
  images: 60,
  chunk: 100_000,
};
export type FeedSize = typeof fullFeedSize;

/** The words posts are made of: a search for one finds about one post in twelve. */
export const feedWords = [
  'glaze',
  'apron',
  'teapot',
  'linen',
  'candle',
  'basket',
  'scarf',
  'spoon',
  'vase',
  'throw',
  'mug',
  'tote',
];
const openers = [
  'Just received my',
  'Loving the',
  'Question about the',
  'Gift idea: the',
  'Photos of my new',
];
const closers = [
  'so happy with it!',
  'is it handmade?',
  'thank you makers.',
  'five stars.',
  'more colours please.',
];

export interface FeedLoad {
  posts: number;
  customers: { first: number; last: number };
  productIds: { first: number; last: number };
  ms: number;
  analyzeMs: number;
}

async function range(db: Db, statement: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ first: number; last: number }>(await db.execute(statement));
  if (!row) throw new Error('nothing inserted');
  return { first: Number(row.first), last: Number(row.last) };
}

export async function loadFeeds(
  db: Db,
  size: FeedSize,
  staffId: number,
  log: (l: string) => void,
): Promise<FeedLoad> {
  const started = performance.now();
  const n = sql`n`;
  const customers = await range(
    db,
    sql`WITH made AS (INSERT INTO customer (name, created_at)
      SELECT ${customerName(n)}, now() - interval '400 days' FROM generate_series(1, ${lit(size.customers)}) AS n RETURNING id)
      SELECT min(id)::int AS first, max(id)::int AS last FROM made`,
  );
  const products = await range(
    db,
    sql`WITH made AS (INSERT INTO product_spu (title, status)
      SELECT 'Bench feed product ' || n, 'ON_SALE' FROM generate_series(1, ${lit(size.products)}) AS n RETURNING id)
      SELECT min(id)::int AS first, max(id)::int AS last FROM made`,
  );
  const images = await range(
    db,
    sql`WITH made AS (INSERT INTO media_asset (sha256, mime, bytes, size, width, height)
      SELECT encode(sha256(('bench-feed-' || n)::bytea), 'hex'), 'image/png', '\\x00'::bytea, 1, 1, 1
      FROM generate_series(1, ${lit(size.images)}) AS n RETURNING id)
      SELECT min(id)::int AS first, max(id)::int AS last FROM made`,
  );
  const roll = pick(n, 91, 100);
  const status = sql`CASE WHEN ${roll} < 5 THEN 'PENDING_REVIEW' WHEN ${roll} < 85 THEN 'PUBLISHED'
    WHEN ${roll} < 89 THEN 'HIDDEN' WHEN ${roll} < 94 THEN 'REJECTED' WHEN ${roll} < 97 THEN 'DRAFT' ELSE 'DELETED' END`;
  const byStaff = sql`(${pick(n, 92, 20)} = 0)`;
  const image = (k: number) => sql`${lit(images.first)} + ${pick(n, 93 + k, size.images)}`;
  const product = (k: number) => sql`${lit(products.first)} + ${pick(n, 97 + k, size.products)}`;
  const imageIds = sql`CASE WHEN ${pick(n, 96, 10)} < 3 THEN
    (ARRAY[${image(0)}, ${image(1)}, ${image(2)}]::int[])[1:1 + ${pick(n, 99, 3)}] ELSE '{}'::int[] END`;
  const productIds = sql`CASE WHEN ${pick(n, 100, 10)} < 4 THEN
    (ARRAY[${product(0)}, ${product(1)}]::int[])[1:1 + ${pick(n, 101, 2)}] ELSE '{}'::int[] END`;
  const content = sql`(${words(openers)})[1 + ${pick(n, 102, openers.length)}] || ' ' ||
    (${words(feedWords)})[1 + ${pick(n, 103, feedWords.length)}] || ', ' || (${words(closers)})[1 + ${pick(n, 104, closers.length)}]`;
  const seconds = Math.round((365 * 86_400) / size.posts);
  await withDeferredIndexes(db, 'feed_post', async () => {
    for (let first = 1; first <= size.posts; first += size.chunk) {
      const last = Math.min(size.posts, first + size.chunk - 1);
      await db.execute(sql`
        INSERT INTO feed_post (author_type, customer_id, staff_id, content, image_ids, product_ids, status,
          pinned, flagged_words, reject_reason, reviewed_by, reviewed_at, published_at, deleted_at, like_count,
          created_at, updated_at)
        SELECT CASE WHEN d.staff THEN 'STAFF' ELSE 'CUSTOMER' END,
          CASE WHEN d.staff THEN NULL ELSE ${lit(customers.first)} + ${pick(n, 105, size.customers)} END,
          CASE WHEN d.staff THEN ${lit(staffId)} END,
          d.content, d.image_ids, d.product_ids, d.status,
          d.status = 'PUBLISHED' AND ${pick(n, 106, 20_000)} = 0,
          CASE WHEN d.status = 'PENDING_REVIEW' AND ${pick(n, 107, 10)} = 0 THEN ARRAY['replica'] ELSE '{}' END,
          CASE WHEN d.status = 'REJECTED' THEN 'Not about our goods' END,
          CASE WHEN d.status IN ('PUBLISHED', 'HIDDEN', 'REJECTED') THEN ${lit(staffId)} END,
          CASE WHEN d.status IN ('PUBLISHED', 'HIDDEN', 'REJECTED') THEN d.at + interval '2 hours' END,
          CASE WHEN d.status IN ('PUBLISHED', 'HIDDEN') THEN d.at + interval '2 hours' END,
          CASE WHEN d.status = 'DELETED' THEN d.at + interval '1 day' END,
          CASE WHEN d.status = 'PUBLISHED' THEN ${pick(n, 108, 40)} ELSE 0 END,
          d.at, d.at
        FROM (
          SELECT n, ${status} AS status, ${byStaff} AS staff, ${imageIds} AS image_ids,
            ${productIds} AS product_ids, ${content} AS content,
            now() - ((${lit(size.posts)} - n) * ${lit(seconds)}) * interval '1 second' AS at
          FROM generate_series(${lit(first)}::bigint, ${lit(last)}::bigint) AS n
        ) d`);
      log(`  ${last.toLocaleString('en')} posts (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  });
  const ms = performance.now() - started;
  const analyzed = performance.now();
  await db.execute(sql`VACUUM ANALYZE feed_post`);
  await db.execute(sql`VACUUM ANALYZE customer`);
  return { posts: size.posts, customers, productIds: products, ms, analyzeMs: performance.now() - analyzed };
}
