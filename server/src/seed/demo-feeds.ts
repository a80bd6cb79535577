import { blockedWordsIn, blockedWordsOf } from '@shop/contract/areas/feed';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readConfig } from '../lib/read-config.js';
import type { RunShape } from './bulk-orders-plan.js';
import { rowsOf } from './bulk-orders-sql.js';
import { DEMO_BLOCKED_WORDS, type DemoPost, demoCommentTexts, demoPosts } from './demo-feeds-plan.js';

/**
 * Writes the demo feed (demo-feeds-plan.ts) in plain SQL, a few short steps: the blocked words
 * (when the shop has none), then the posts a batch a step, then their comments. The comment counts
 * follow by migration 0019's trigger. A step's count moves on in the same transaction, so a load
 * stopped half-way resumes at the next batch.
 */

const POSTS_PER_STEP = 20;
const HOUR = 3_600_000;
/** Five weeks back, the oldest first. */
const SPAN_HOURS = 35 * 24;

/** Step 0 sets the words; steps 1… write posts; the last writes comments. */
const postSteps = Math.ceil(demoPosts.length / POSTS_PER_STEP);

interface Refs {
  customers: number[];
  products: { id: number; imageIds: number[] }[];
}

async function refsOf(tx: Db, run: RunShape): Promise<Refs> {
  const customers = rowsOf<{ id: number }>(
    await tx.execute(sql`
      SELECT id FROM customer WHERE id > ${run.customerBase} AND id <= ${run.customerBase + run.customers}
      ORDER BY id LIMIT 60`),
  ).map((r) => Number(r.id));
  const products = rowsOf<{ id: number; image_ids: number[] }>(
    await tx.execute(sql`
      SELECT id, image_ids FROM product_spu WHERE deleted_at IS NULL ORDER BY id LIMIT 40`),
  ).map((r) => ({ id: Number(r.id), imageIds: r.image_ids }));
  return { customers, products };
}

/** When post `n` was written: spread over the span, the queue's newest within the last days. */
const postedAgoHours = (n: number) => Math.round(SPAN_HOURS * (1 - n / demoPosts.length)) + 2;

function rowOf(post: DemoPost, n: number, run: RunShape, refs: Refs, words: string[]) {
  const picked = Array.from(
    { length: post.products ?? 0 },
    (_, i) => refs.products[(n * 3 + i) % refs.products.length],
  );
  const products = picked.filter((p) => p !== undefined);
  const images = products
    .flatMap((p) => p.imageIds)
    .concat(refs.products.flatMap((p) => p.imageIds))
    .slice(0, post.images ?? 0);
  const created = new Date(Date.parse(run.now) - postedAgoHours(n) * HOUR);
  const reviewed = new Date(created.getTime() + 3 * HOUR);
  const moderated = post.status !== 'DRAFT' && post.status !== 'PENDING_REVIEW';
  const customerId = post.staff ? null : (refs.customers[(n * 7) % refs.customers.length] ?? null);
  return {
    author_type: customerId === null ? 'STAFF' : 'CUSTOMER',
    customer_id: customerId,
    staff_id: customerId === null ? run.actorId : null,
    content: post.content,
    image_ids: `{${images.join(',')}}`,
    product_ids: `{${products.map((p) => p.id).join(',')}}`,
    status: post.status,
    pinned: post.pinned ?? false,
    flagged_words: blockedWordsIn(post.content, words),
    reject_reason: post.rejectReason ?? null,
    reviewed_by: moderated ? run.actorId : null,
    reviewed_at: moderated ? reviewed.toISOString() : null,
    published_at: ['PUBLISHED', 'HIDDEN'].includes(post.status) ? reviewed.toISOString() : null,
    deleted_at: post.status === 'DELETED' ? reviewed.toISOString() : null,
    created_at: created.toISOString(),
    updated_at: (moderated ? reviewed : created).toISOString(),
    updated_by: run.actorId,
    like_count: post.status === 'PUBLISHED' ? (n * 13) % 47 : 0,
  };
}

async function writePosts(tx: Db, run: RunShape, from: number) {
  const refs = await refsOf(tx, run);
  const words = blockedWordsOf(await readConfig(tx, 'feed_blocked_words'));
  const rows = demoPosts
    .slice(from, from + POSTS_PER_STEP)
    .map((post, i) => rowOf(post, from + i, run, refs, words))
    // A customer-less shop gets the staff posts only.
    .filter((r) => r.author_type === 'STAFF' || r.customer_id !== null);
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO feed_post (author_type, customer_id, staff_id, content, image_ids, product_ids, status,
      pinned, flagged_words, reject_reason, reviewed_by, reviewed_at, published_at, deleted_at,
      created_at, updated_at, updated_by, like_count)
    SELECT author_type, customer_id, staff_id, content, image_ids::int[], product_ids::int[], status,
      pinned, ARRAY(SELECT jsonb_array_elements_text(flagged_words)), reject_reason, reviewed_by,
      reviewed_at, published_at, deleted_at, created_at, updated_at, updated_by, like_count
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(author_type text, customer_id int,
      staff_id int, content text, image_ids text, product_ids text, status text, pinned boolean,
      flagged_words jsonb, reject_reason text, reviewed_by int, reviewed_at timestamptz,
      published_at timestamptz, deleted_at timestamptz, created_at timestamptz, updated_at timestamptz,
      updated_by int, like_count int)
    ORDER BY created_at`);
}

async function writeComments(tx: Db, run: RunShape) {
  const refs = await refsOf(tx, run);
  const words = blockedWordsOf(await readConfig(tx, 'feed_blocked_words'));
  const posts = rowsOf<{ id: number; content: string; created_at: string }>(
    await tx.execute(sql`
      SELECT id, content, created_at::text FROM feed_post WHERE created_at >= ${new Date(Date.parse(run.now) - (SPAN_HOURS + 24) * HOUR).toISOString()}::timestamptz
      ORDER BY id`),
  );
  const idOf = new Map(posts.map((p) => [p.content, p]));
  let k = 0;
  const rows = demoPosts.flatMap((post) => {
    const row = idOf.get(post.content);
    if (!row) return [];
    return (post.comments ?? []).map((status, i) => {
      const text = demoCommentTexts[k++ % demoCommentTexts.length] ?? 'Nice';
      const customerId = refs.customers[(k * 5) % Math.max(1, refs.customers.length)] ?? null;
      const at = new Date(Date.parse(row.created_at) + (5 + i * 7) * HOUR);
      return {
        post_id: Number(row.id),
        author_type: customerId === null ? 'STAFF' : 'CUSTOMER',
        customer_id: customerId,
        staff_id: customerId === null ? run.actorId : null,
        content: text,
        status,
        flagged_words: blockedWordsIn(text, words),
        reviewed_by: status === 'PENDING' ? null : run.actorId,
        reviewed_at: status === 'PENDING' ? null : new Date(at.getTime() + HOUR).toISOString(),
        created_at: at.toISOString(),
      };
    });
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO feed_comment (post_id, author_type, customer_id, staff_id, content, status, flagged_words,
      reviewed_by, reviewed_at, created_at, updated_at)
    SELECT post_id, author_type, customer_id, staff_id, content, status,
      ARRAY(SELECT jsonb_array_elements_text(flagged_words)), reviewed_by, reviewed_at, created_at,
      coalesce(reviewed_at, created_at)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(post_id int, author_type text,
      customer_id int, staff_id int, content text, status text, flagged_words jsonb, reviewed_by int,
      reviewed_at timestamptz, created_at timestamptz)
    ORDER BY created_at`);
}

/**
 * Plays step `done` of the feed (0: blocked words, then posts, then comments); answers the count
 * of steps played now, or null when none was left.
 */
export async function playDemoFeeds(tx: Db, run: RunShape, done: number): Promise<number | null> {
  if (done > postSteps + 1 || run.actorId === null) return null;
  if (done === 0) {
    if ((await readConfig(tx, 'feed_blocked_words')) === '')
      await tx.execute(
        sql`UPDATE config_entry SET value = ${JSON.stringify(DEMO_BLOCKED_WORDS)}::jsonb WHERE key = 'feed_blocked_words'`,
      );
  } else if (done <= postSteps) await writePosts(tx, run, (done - 1) * POSTS_PER_STEP);
  else await writeComments(tx, run);
  return done + 1;
}
