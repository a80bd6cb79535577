import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { article, articleRevision } from '../../db/schema.js';
import { articleBody, at, auditsOf, newArticle } from '../../test-support/article-fixtures.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import type { Caller } from '../../test-support/harness.js';
import { useTestApp } from '../../test-support/harness.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

const t = useTestApp();
let admin: Caller;
let cover: { id: number; url: string };

beforeAll(async () => {
  admin = await t.as('admin');
  cover = (await uploadImage(t.app, admin.token ?? '', pngImage(6, 4))).json().data;
});

const own = () => `/base/media/${'ab'.repeat(32)}.png`;

async function fieldIssue(caller: Caller, op: 'createArticle' | 'updateArticle', input: object) {
  const res = await caller.call(op, input as never);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().data.issues[0];
}

describe('articles: write', () => {
  it('creates a DRAFT by the caller as revision 1, sanitised, with its cover and product cards', async () => {
    const { productId } = await insertProduct(t.db, {
      title: 'Speckled mug',
      skus: [
        { code: 'ART-MUG-1', price: 2400 },
        { code: 'ART-MUG-2', price: 1800 },
      ],
    });
    const created = await newArticle(admin, {
      coverId: cover.id,
      productIds: [productId],
      tags: ['mugs', 'mugs', 'glaze'],
      contentHtml: `<p onclick="x()">Hello<script>alert(1)</script></p><img src="https://evil.example/x.png"><img src="${own()}">`,
    });
    expect(created).toMatchObject({
      status: 'DRAFT',
      coverUrl: cover.url,
      tags: ['mugs', 'glaze'],
      contentHtml: `<p>Hello</p><img src="${own()}" />`,
      authorName: expect.any(String),
      updatedByName: expect.any(String),
      revisionCount: 1,
      version: 1,
      publishAt: null,
      publishedAt: null,
    });
    expect(created.products).toEqual([
      { id: productId, title: 'Speckled mug', imageUrl: null, priceFrom: 1800, status: 'ON_SALE' },
    ]);
    const revisions = await admin.ok('listArticleRevisions', { params: { id: created.id } });
    expect(revisions.items.map((r) => [r.revision, r.contentHtml, r.restoredFrom])).toEqual([
      [1, created.contentHtml, null],
    ]);
    expect(await auditsOf(t.db, created.id, 'create')).toHaveLength(1);
    expect(await admin.ok('getArticle', { params: { id: created.id } })).toEqual(created);
  });

  it('refuses a taken slug, a missing cover and a missing product on their fields', async () => {
    const first = await newArticle(admin);
    expect(
      await fieldIssue(admin, 'createArticle', { body: articleBody({ slug: first.slug }) }),
    ).toMatchObject({ path: ['slug'], key: 'article.slugTaken' });
    expect(
      await fieldIssue(admin, 'createArticle', { body: articleBody({ coverId: 999_999 }) }),
    ).toMatchObject({ path: ['coverId'], key: 'article.coverNotFound' });
    const { productId } = await insertProduct(t.db, { title: 'Real', skus: [{ code: 'ART-REAL' }] });
    expect(
      await fieldIssue(admin, 'createArticle', { body: articleBody({ productIds: [productId, 999_999] }) }),
    ).toMatchObject({ path: ['productIds', 1], key: 'article.productNotFound' });
    expect(
      await fieldIssue(admin, 'createArticle', { body: articleBody({ slug: 'Not A Slug' }) }),
    ).toMatchObject({ path: ['slug'], key: 'article.slugFormat' });
    const other = await newArticle(admin);
    const clash = { params: { id: other.id }, body: { ...articleBody({ slug: first.slug }), version: 1 } };
    expect(await fieldIssue(admin, 'updateArticle', clash)).toMatchObject({
      path: ['slug'],
      key: 'article.slugTaken',
    });
  });

  it('saves at the version read as the next revision, keeping the status; a stale save is 40900', async () => {
    const created = await newArticle(admin);
    const body = articleBody({
      slug: created.slug,
      title: 'Second draft',
      contentHtml: '<p>v2<style>x</style></p>',
    });
    const saved = await admin.ok('updateArticle', {
      params: { id: created.id },
      body: { ...body, version: created.version },
    });
    expect(saved).toMatchObject({
      title: 'Second draft',
      contentHtml: '<p>v2</p>',
      status: 'DRAFT',
      revisionCount: 2,
      version: 2,
    });
    const stale = await admin.call('updateArticle', {
      params: { id: created.id },
      body: { ...body, title: 'Lost', version: created.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: Codes.VERSION_CONFLICT, data: { version: 2 } });
    const revisions = await admin.ok('listArticleRevisions', { params: { id: created.id } });
    expect(revisions.items.map((r) => [r.revision, r.title])).toEqual([
      [2, 'Second draft'],
      [1, created.title],
    ]);
    expect(await auditsOf(t.db, created.id, 'update')).toHaveLength(1);
  });

  it('restores a revision as a new one that names it; the old content comes back', async () => {
    const created = await newArticle(admin, { contentHtml: '<p>original</p>', tags: ['first'] });
    const edited = await admin.ok('updateArticle', {
      params: { id: created.id },
      body: { ...articleBody({ slug: `${created.slug}-v2`, contentHtml: '<p>rewritten</p>' }), version: 1 },
    });
    const restored = await admin.ok('restoreArticleRevision', {
      params: { id: created.id, revision: 1 },
      body: { version: edited.version },
    });
    expect(restored).toMatchObject({
      slug: created.slug,
      title: created.title,
      contentHtml: '<p>original</p>',
      tags: ['first'],
      revisionCount: 3,
      version: edited.version + 1,
      status: 'DRAFT',
    });
    const [newest] = (await admin.ok('listArticleRevisions', { params: { id: created.id } })).items;
    expect(newest).toMatchObject({ revision: 3, restoredFrom: 1, contentHtml: '<p>original</p>' });
    expect(await auditsOf(t.db, created.id, 'restore')).toHaveLength(1);

    const missing = await admin.call('restoreArticleRevision', {
      params: { id: created.id, revision: 9 },
      body: { version: restored.version },
    });
    expect(missing.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'article.revisionNotFound' });
    const huge = await admin.call('restoreArticleRevision', {
      params: { id: created.id, revision: 99_999_999_999 },
      body: { version: restored.version },
    });
    expect(huge.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'article.revisionNotFound' });
    const stale = await admin.call('restoreArticleRevision', {
      params: { id: created.id, revision: 2 },
      body: { version: edited.version },
    });
    expect(stale.json()).toMatchObject({ code: Codes.VERSION_CONFLICT });
  });

  it('refuses to restore a slug another article has taken since', async () => {
    const created = await newArticle(admin);
    const oldSlug = created.slug;
    const moved = await admin.ok('updateArticle', {
      params: { id: created.id },
      body: { ...articleBody({ slug: `${oldSlug}-moved` }), version: 1 },
    });
    await newArticle(admin, { slug: oldSlug });
    const res = await admin.call('restoreArticleRevision', {
      params: { id: created.id, revision: 1 },
      body: { version: moved.version },
    });
    expect(res.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['slug'], key: 'article.slugTaken' }] },
    });
    const [row] = await t.db.select().from(article).where(eq(article.id, created.id));
    expect(row).toMatchObject({ slug: `${oldSlug}-moved`, revisionCount: 2 });
  });

  it('previews what the shop would show and stores nothing', async () => {
    const { productId } = await insertProduct(t.db, {
      title: 'Preview vase',
      skus: [{ code: 'ART-PV', price: 5100 }],
    });
    const before = {
      articles: (await t.db.select().from(article)).length,
      revisions: (await t.db.select().from(articleRevision)).length,
    };
    const preview = await admin.ok('previewArticle', {
      body: {
        title: 'Unsaved',
        category: 'GUIDE',
        coverId: cover.id,
        productIds: [productId],
        contentHtml: '<p>ok</p><iframe src="https://x.example"></iframe><a href="javascript:x()">l</a>',
      },
    });
    expect(preview).toEqual({
      title: 'Unsaved',
      summary: '',
      coverUrl: cover.url,
      category: 'GUIDE',
      tags: [],
      contentHtml: '<p>ok</p><a>l</a>',
      products: [
        { id: productId, title: 'Preview vase', imageUrl: null, priceFrom: 5100, status: 'ON_SALE' },
      ],
    });
    expect((await t.db.select().from(article)).length).toBe(before.articles);
    expect((await t.db.select().from(articleRevision)).length).toBe(before.revisions);
  });
});

describe('articles: list', () => {
  it('filters by search, category, tag, product and dates, with every status counted', async () => {
    const { productId } = await insertProduct(t.db, { title: 'Listed bowl', skus: [{ code: 'ART-LB' }] });
    const a = await newArticle(admin, { title: 'Zq Bowl care', category: 'CARE', tags: ['zq-bowls'] });
    const b = await newArticle(admin, {
      title: 'Zq Bowl story',
      tags: ['zq-bowls', 'x'],
      productIds: [productId],
    });
    const c = await newArticle(admin, { title: 'Zq Other', summary: 'about zq bowls' });
    const published = await admin.ok('publishArticle', at(b));
    const ids = async (query: Record<string, unknown>) =>
      (
        await admin.ok('listArticles', { query: { q: 'zq', sort: 'title:asc', ...query } as never })
      ).items.map((i) => i.id);
    expect(await ids({})).toEqual([a.id, b.id, c.id]);
    expect(await ids({ q: 'zq bowl' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ category: 'CARE' })).toEqual([a.id]);
    expect(await ids({ tag: 'zq-bowls' })).toEqual([a.id, b.id]);
    expect(await ids({ productId })).toEqual([b.id]);
    expect(await ids({ status: 'PUBLISHED' })).toEqual([b.id]);
    const when = published.publishedAt as string;
    expect(await ids({ from: when, to: when })).toEqual([b.id]);
    expect(await ids({ from: new Date(Date.parse(when) + 1000).toISOString() })).toEqual([]);
    const data = await admin.ok('listArticles', { query: { q: 'zq', status: 'DRAFT' } });
    expect(data.counts).toEqual({ ALL: 3, DRAFT: 2, SCHEDULED: 0, PUBLISHED: 1, UNPUBLISHED: 0 });
    expect(data.total).toBe(2);
    expect(data.items[0]).toMatchObject({ revisionCount: 1, authorName: expect.any(String) });
  });
});
