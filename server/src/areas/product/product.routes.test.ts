import type { OperationId } from '@shop/contract/api';
import { productEndpoints } from '@shop/contract/areas/product.endpoints';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { optionedBody, productApi, productBody } from '../../test-support/product-fixtures.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

const t = useTestApp();
let admin: Caller;
let products: ReturnType<typeof productApi>;
let imageId: number;
let imageUrl: string;
beforeAll(async () => {
  admin = await t.as('admin');
  products = productApi(admin);
  const upload = (await uploadImage(t.app, admin.token ?? '', pngImage(8, 8))).json().data;
  imageId = upload.id;
  imageUrl = upload.url;
});

describe('create and read', () => {
  it('makes a DRAFT with its options, SKUs at stock 0, images and editor, and an audit row', async () => {
    const editor = productApi(await t.as('editor'));
    const created = await editor.create(
      optionedBody('CR', {
        subtitle: ' Hand-thrown ',
        imageIds: [imageId, imageId],
        isNew: true,
        sort: 7,
      }),
    );
    expect(created).toMatchObject({
      title: 'CR jug',
      subtitle: 'Hand-thrown',
      status: 'DRAFT',
      category: null,
      images: [{ id: imageId, url: imageUrl }],
      isNew: true,
      isRecommended: false,
      sort: 7,
      version: 1,
      updatedBy: 'Eddie Editor',
      options: [
        { name: 'Colour', values: ['Blue', 'Green'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
    });
    expect(
      created.skus.map((s) => [s.code, s.optionValues, s.price, s.onHand, s.reserved, s.available]),
    ).toEqual([
      ['CR-B-S', ['Blue', 'S'], 1000, 0, 0, 0],
      ['CR-B-M', ['Blue', 'M'], 1200, 0, 0, 0],
      ['CR-G-S', ['Green', 'S'], 1000, 0, 0, 0],
    ]);
    expect(await products.get(created.id)).toEqual(created);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_spu'), eq(auditLog.entityId, String(created.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', before: null });
    expect((audits[0]?.after as { skus: unknown[] } | undefined)?.skus).toHaveLength(3);
  });

  it('spells option values as the options do and keeps SKU images', async () => {
    const created = await products.create(
      optionedBody('CASE', {
        skus: [{ code: 'CASE-1', optionValues: ['blue', 'm'], price: 500, imageId }],
      }),
    );
    expect(created.skus[0]).toMatchObject({ optionValues: ['Blue', 'M'], imageId, imageUrl });
  });

  it('keeps only safe description HTML', async () => {
    const own = `/base/media/${'a'.repeat(64)}.png`;
    const html = [
      '<h2 onclick="x()">Care</h2><script>alert(1)</script><style>p{}</style>',
      '<p>Wash <strong>by hand</strong> <span>gently</span><iframe src="https://x"></iframe></p>',
      '<a href="javascript:alert(1)">bad</a><a href="https://ok.example" target="_blank">ok</a>',
      `<img src="https://tracker.example/p.gif"><img src="//evil.example/x.png"><img src="${own}" onerror="x()">`,
    ].join('');
    const created = await products.create(productBody({ descriptionHtml: html }));
    expect(created.descriptionHtml).toBe(
      [
        '<h2>Care</h2><p>Wash <strong>by hand</strong> gently</p>',
        '<a>bad</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
        `<img src="${own}" />`,
      ].join(''),
    );
  });
});

describe('refusals on create', () => {
  it('answers SKUs that do not fit the options on their fields', async () => {
    const res = await admin.call('createProduct', {
      body: optionedBody('BAD', {
        skus: [
          { code: 'BAD-1', optionValues: ['Blue'], price: 100 },
          { code: 'BAD-2', optionValues: ['Red', 'S'], price: 100 },
          { code: 'BAD-3', optionValues: ['Blue', 'S'], price: 100 },
          { code: 'bad-3', optionValues: ['blue', 's'], price: 100 },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    const issues = res
      .json()
      .data.issues.map((i: { path: unknown[]; message: string; key: string }) => [i.path, i.key, i.message]);
    expect(issues).toEqual([
      [['skus', 0, 'optionValues'], 'product.skuOptions', 'Pick one value of each option'],
      [['skus', 1, 'optionValues'], 'product.skuOptions', 'Pick one value of each option'],
      [['skus', 3, 'optionValues'], 'product.skuSameOptions', 'Two SKUs have the same options'],
      [['skus', 3, 'code'], 'product.skuCodesDiffer', 'SKU codes must differ'],
    ]);
  });

  it('refuses a code another product uses (any case), an unknown image or category', async () => {
    await products.create(productBody({ skus: [{ code: 'TAKEN-1', optionValues: [], price: 100 }] }));
    const cases: [Record<string, unknown>, unknown[], string, string][] = [
      [
        optionedBody('OK', {
          skus: [
            { code: 'ok-1', optionValues: ['Blue', 'S'], price: 1 },
            { code: 'taken-1', optionValues: ['Blue', 'M'], price: 1 },
          ],
        }),
        ['skus', 1, 'code'],
        'product.skuCodeTaken',
        'This SKU code is already used',
      ],
      [
        { imageIds: [imageId, 999_999] },
        ['imageIds', 1],
        'product.imageNotFound',
        'No such image: upload it first',
      ],
      [
        { skus: [{ code: 'IMG-1', optionValues: [], price: 1, imageId: 999_999 }] },
        ['skus', 0, 'imageId'],
        'product.imageNotFound',
        'No such image: upload it first',
      ],
      [{ categoryId: 999_999 }, ['categoryId'], 'product.categoryNotFound', 'No such category'],
    ];
    for (const [overrides, path, key, message] of cases) {
      const res = await admin.call('createProduct', { body: productBody(overrides) });
      expect([res.statusCode, res.json().data.issues]).toEqual([
        400,
        [{ path, message, code: 'custom', key, params: {} }],
      ]);
    }
    expect((await products.list({ q: 'ok-1' })).total).toBe(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await admin.call('getProduct', { params: { id: 999_999 } });
    expect([res.statusCode, res.json()]).toMatchObject([
      404,
      { code: 40400, key: 'product.notFound', message: 'No such product' },
    ]);
  });
});

describe('access', () => {
  // Every role (developer, admin, editor) has the product area, and an account always has a
  // role, so no signed-in caller can be refused 403 here: the guard shows as 50008 without a token.
  it('refuses every product endpoint without a token (50008)', async () => {
    const anonymous = t.anonymous();
    const operations = Object.keys(productEndpoints) as OperationId[];
    expect(operations).toHaveLength(16);
    // The guard runs before any input is read: the same input does for every endpoint.
    const calls = operations.map((operation) =>
      anonymous.call(operation, { params: { id: 1 }, query: { version: 1 }, body: { version: 1 } }),
    );
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json().code]).toEqual([401, 50008]);
    }
  });
});
