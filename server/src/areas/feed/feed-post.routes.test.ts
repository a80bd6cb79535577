import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

/**
 * Writing posts: who may publish without review, what a blocked word does, what must exist, and
 * that a customer's words are never rewritten; the roles that may moderate and the ones that may not.
 */
const t = useTestApp();
let admin: Caller;
let writer: Caller;
let imageId: number;
let productId: number;
let customerId: number;

async function blockWords(value: string) {
  await t.db.execute(
    sql`UPDATE config_entry SET value = ${JSON.stringify(value)}::jsonb WHERE key = 'feed_blocked_words'`,
  );
}

beforeAll(async () => {
  admin = await t.as('admin');
  writer = callerOf(t.app, await sessionWithPermissions(t.db, 'feed-writer', ['feed']));
  imageId = (await uploadImage(t.app, admin.token ?? '', pngImage(8, 8))).json().data.id;
  productId = (
    await insertProduct(t.db, { title: 'Linen apron', skus: [{ code: 'FEED-APRON', optionValues: ['M'] }] })
  ).productId;
  customerId = await insertCustomer(t.db, { name: 'Mei Lin' });
  await blockWords('scam, 假货');
});

describe('creating a post', () => {
  it('a staff post: draft, submitted for review, or published at once by a moderator, with its images and products', async () => {
    const body = { content: 'New aprons this week', imageIds: [imageId], productIds: [productId] };
    const draft = await admin.ok('createFeedPost', { body: { ...body, submit: false } });
    expect(draft).toMatchObject({ status: 'DRAFT', authorType: 'STAFF', authorName: expect.any(String) });
    expect(draft.images).toEqual([{ id: imageId, url: expect.stringContaining('/') }]);
    expect(draft.products).toEqual([{ id: productId, title: 'Linen apron', imageUrl: null }]);
    const pending = await admin.ok('createFeedPost', { body });
    expect([pending.status, pending.publishedAt]).toEqual(['PENDING_REVIEW', null]);
    const published = await admin.ok('createFeedPost', { body: { ...body, skipReview: true } });
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
  });

  it('skipReview without feed.moderate is 403 and writes nothing', async () => {
    const res = await writer.call('createFeedPost', { body: { content: 'Straight out', skipReview: true } });
    expect([res.statusCode, res.json().key]).toEqual([403, 'feed.skipReviewForbidden']);
    const ok = await writer.ok('createFeedPost', { body: { content: 'Waiting my turn' } });
    expect(ok.status).toBe('PENDING_REVIEW');
  });

  it('a blocked word (any case, inside a word) flags the post and keeps it in review despite skipReview', async () => {
    const post = await admin.ok('createFeedPost', {
      body: { content: 'Not a SCAMmer, no 假货 here', skipReview: true },
    });
    expect(post.status).toBe('PENDING_REVIEW');
    expect(post.flaggedWords).toEqual(['scam', '假货']);
    const list = await admin.ok('listFeedPosts', { query: { tab: 'PENDING_REVIEW', flagged: 'true' } });
    expect(list.items.map((p) => p.id)).toContain(post.id);
  });

  it("a customer's post entered for them always waits for review", async () => {
    const post = await admin.ok('createFeedPost', { body: { content: 'Love my apron', customerId } });
    expect(post).toMatchObject({ status: 'PENDING_REVIEW', authorType: 'CUSTOMER', authorId: customerId });
    expect(post.authorName).toBe('Mei Lin');
    const skip = await admin.call('createFeedPost', { body: { content: 'x', customerId, skipReview: true } });
    expect(skip.statusCode).toBe(400);
  });

  it('names the field of a customer, image or product that does not exist', async () => {
    const cases = [
      [{ customerId: 999_999 }, ['customerId'], 'feed.customerNotFound'],
      [{ imageIds: [imageId, 999_999] }, ['imageIds', 1], 'feed.imageNotFound'],
      [{ productIds: [999_999] }, ['productIds', 0], 'feed.productNotFound'],
    ] as const;
    for (const [extra, path, key] of cases) {
      const res = await admin.call('createFeedPost', { body: { content: 'Refs', ...extra } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.issues[0]).toMatchObject({ path, key });
    }
    const tooMany = await admin.call('createFeedPost', {
      body: { content: 'Ten images', imageIds: Array(10).fill(imageId) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('editing a post', () => {
  it("a customer's post is read-only (42203 feed.customerPostReadOnly)", async () => {
    const post = await admin.ok('createFeedPost', { body: { content: 'My words', customerId } });
    const res = await admin.call('updateFeedPost', {
      params: { id: post.id },
      body: { content: 'Better words', version: post.version },
    });
    expect([res.statusCode, res.json().key]).toEqual([422, 'feed.customerPostReadOnly']);
  });

  it('a published, pinned post rewritten with a blocked word goes back to review, unpinned', async () => {
    const post = await admin.ok('createFeedPost', { body: { content: 'Clean words', skipReview: true } });
    const pinned = await admin.ok('pinFeedPost', {
      params: { id: post.id },
      body: { version: post.version },
    });
    const clean = await admin.ok('updateFeedPost', {
      params: { id: post.id },
      body: { content: 'Still clean', version: pinned.version },
    });
    expect([clean.status, clean.pinned]).toEqual(['PUBLISHED', true]);
    const flagged = await admin.ok('updateFeedPost', {
      params: { id: post.id },
      body: { content: 'Now a scam', version: clean.version },
    });
    expect(flagged).toMatchObject({ status: 'PENDING_REVIEW', pinned: false, flaggedWords: ['scam'] });
  });
});

describe('who may moderate', () => {
  it('the editor role approves, rejects and bulk-moderates', async () => {
    const editor = await t.as('editor');
    const posts = [];
    for (let i = 0; i < 4; i++)
      posts.push(await admin.ok('createFeedPost', { body: { content: `Queue ${i}` } }));
    const [a, b, c, d] = posts as [
      (typeof posts)[0],
      (typeof posts)[0],
      (typeof posts)[0],
      (typeof posts)[0],
    ];
    expect(
      (await editor.ok('approveFeedPost', { params: { id: a.id }, body: { version: a.version } })).status,
    ).toBe('PUBLISHED');
    const rejected = await editor.ok('rejectFeedPost', {
      params: { id: b.id },
      body: { version: b.version, reason: 'Blurry' },
    });
    expect(rejected.status).toBe('REJECTED');
    const bulk = await editor.ok('bulkModerateFeedPosts', {
      body: { action: 'approve', items: [c, d].map((p) => ({ id: p.id, version: p.version })) },
    });
    expect(bulk.items.map((p) => p.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
  });

  it('a role with feed but not feed.moderate reads and writes, and is 403 on every moderation', async () => {
    const post = await admin.ok('createFeedPost', { body: { content: 'For the writer' } });
    const at = { params: { id: post.id }, body: { version: post.version } };
    expect((await writer.call('listFeedPosts', {})).statusCode).toBe(200);
    for (const name of ['approveFeedPost', 'hideFeedPost', 'pinFeedPost'] as const)
      expect((await writer.call(name, at)).statusCode).toBe(403);
    const bulk = await writer.call('bulkModerateFeedPosts', {
      body: { action: 'approve', items: [{ id: post.id, version: post.version }] },
    });
    expect(bulk.statusCode).toBe(403);
    const del = await writer.call('deleteFeedPost', {
      params: { id: post.id },
      query: { version: post.version },
    });
    expect(del.statusCode).toBe(403);
  });
});
