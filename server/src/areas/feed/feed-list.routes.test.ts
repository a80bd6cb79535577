import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { insertFeedComment, insertFeedPost, type PostSeed, staffIdOf } from '../../test-support/feed-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';
import { listFeedPosts } from './feed-post.table.js';

/**
 * The feed list: each filter narrows the tab and every tab's count alike, counts stop at the cap,
 * and the dashboard's to-do counts are the list totals they link to.
 */
const t = useTestApp();

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

describe('the feed list', () => {
  it('filters, counts every tab under the filters, sorts and pages', async () => {
    const admin = await t.as('admin');
    const staffId = await staffIdOf(t.db, 'admin');
    const ann = await insertCustomer(t.db, { name: 'Annika Quilter' });
    const bo = await insertCustomer(t.db, { name: 'Bo Potter' });
    const { productId } = await insertProduct(t.db, {
      title: 'Mug',
      skus: [{ code: 'FL-MUG', optionValues: ['S'] }],
    });
    const imageId = (await uploadImage(t.app, admin.token ?? '', pngImage(6, 6))).json().data.id;
    const rows = [
      {
        status: 'PENDING_REVIEW',
        customerId: ann,
        content: 'First glaze',
        createdAt: day(1),
        productIds: [productId],
      },
      {
        status: 'PENDING_REVIEW',
        customerId: bo,
        content: 'Kiln day',
        createdAt: day(2),
        imageIds: [imageId],
      },
      { status: 'PENDING_REVIEW', staffId, content: 'Shop news', createdAt: day(3), flaggedWords: ['scam'] },
      {
        status: 'PUBLISHED',
        customerId: ann,
        content: 'My mug',
        createdAt: day(4),
        productIds: [productId],
        pinned: true,
      },
      { status: 'HIDDEN', customerId: bo, content: 'Old', createdAt: day(5) },
      { status: 'DELETED', customerId: bo, content: 'Gone', createdAt: day(6) },
    ] satisfies PostSeed[];
    const ids = [];
    for (const row of rows) ids.push((await insertFeedPost(t.db, row)).id);

    const queue = await admin.ok('listFeedPosts', {
      query: { tab: 'PENDING_REVIEW', sort: 'createdAt:asc' },
    });
    expect(queue.items.map((p) => p.content)).toEqual(['First glaze', 'Kiln day', 'Shop news']);
    expect(queue.counts).toEqual({
      PENDING_REVIEW: 3,
      PUBLISHED: 1,
      HIDDEN: 1,
      REJECTED: 0,
      DRAFT: 0,
      DELETED: 1,
      ALL: 5,
    });
    expect([queue.total, queue.totalCapped]).toEqual([3, false]);

    const of = async (query: Record<string, string | number>) =>
      (await admin.ok('listFeedPosts', { query: { sort: 'createdAt:asc', ...query } })).items.map(
        (p) => p.content,
      );
    expect(await of({ productId })).toEqual(['First glaze', 'My mug']);
    expect(await of({ hasImages: 'true' })).toEqual(['Kiln day']);
    expect(await of({ hasImages: 'false', tab: 'PENDING_REVIEW' })).toEqual(['First glaze', 'Shop news']);
    expect(await of({ customerId: bo })).toEqual(['Kiln day', 'Old']);
    expect(await of({ staffId })).toEqual(['Shop news']);
    expect(await of({ authorType: 'CUSTOMER', tab: 'PENDING_REVIEW' })).toEqual(['First glaze', 'Kiln day']);
    expect(await of({ flagged: 'true' })).toEqual(['Shop news']);
    expect(await of({ pinned: 'true' })).toEqual(['My mug']);
    expect(await of({ q: 'quilter' })).toEqual(['First glaze', 'My mug']);
    expect(await of({ q: 'KILN' })).toEqual(['Kiln day']);
    expect(await of({ from: day(2).toISOString(), to: day(4).toISOString() })).toEqual([
      'Kiln day',
      'Shop news',
    ]);
    expect(await of({ tab: 'DELETED' })).toEqual(['Gone']);
    expect(await of({ pageSize: 2, page: 2 })).toEqual(['Shop news', 'My mug']);

    const byAnn = await admin.ok('listFeedPosts', { query: { customerId: ann } });
    expect(byAnn.counts).toMatchObject({ PENDING_REVIEW: 1, PUBLISHED: 1, HIDDEN: 0, ALL: 2 });
    expect(byAnn.items[0]?.products).toEqual([{ id: productId, title: 'Mug', imageUrl: null }]);

    const capped = await listFeedPosts(
      t.db,
      { tab: 'PENDING_REVIEW', sort: 'createdAt:desc', page: 1, pageSize: 20, q: undefined },
      2,
    );
    expect([capped.total, capped.totalCapped, capped.counts.ALL, capped.items.length]).toEqual([
      2,
      true,
      2,
      3,
    ]);

    for (const status of ['PENDING', 'PENDING', 'PUBLISHED'] as const)
      await insertFeedComment(t.db, { postId: ids[3] ?? 0, status, customerId: bo });
    const todo = await admin.ok('getDashboardTodo');
    const count = (key: string) => todo.items.find((i) => i.key === key)?.count;
    expect(count('feedPostsToReview')).toBe(queue.total);
    const comments = await admin.ok('listFeedComments', { query: { status: 'PENDING' } });
    expect([count('feedCommentsToReview'), comments.total]).toEqual([2, 2]);
  });
});
