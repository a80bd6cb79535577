import { productPaths, SKU_CODE_TAKEN_MESSAGE } from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { apiAs } from '../../test-support/api-client.js';
import { optionedBody, productApi, productBody } from '../../test-support/product-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let products: ReturnType<typeof productApi>;
let imageId: number;
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const token = await signIn(t.app, 'admin');
  api = apiAs(t.app, token);
  products = productApi(api);
  const upload = (await uploadImage(t.app, token, pngImage(8, 8))).json().data;
  imageId = upload.id;
  imageUrl = upload.url;
});
afterAll(() => t.close());

describe('create and read', () => {
  it('makes a DRAFT with its options, SKUs at stock 0, images and editor, and an audit row', async () => {
    const editor = productApi(apiAs(t.app, await signIn(t.app, 'editor')));
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
    const audits = await t.database.db
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
    const res = await api.post(
      productPaths.list,
      optionedBody('BAD', {
        skus: [
          { code: 'BAD-1', optionValues: ['Blue'], price: 100 },
          { code: 'BAD-2', optionValues: ['Red', 'S'], price: 100 },
          { code: 'BAD-3', optionValues: ['Blue', 'S'], price: 100 },
          { code: 'bad-3', optionValues: ['blue', 's'], price: 100 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const issues = res
      .json()
      .data.issues.map((i: { path: unknown[]; message: string }) => [i.path, i.message]);
    expect(issues).toEqual([
      [['skus', 0, 'optionValues'], 'Pick one value of each option'],
      [['skus', 1, 'optionValues'], 'Pick one value of each option'],
      [['skus', 3, 'optionValues'], 'Two SKUs have the same options'],
      [['skus', 3, 'code'], 'SKU codes must differ'],
    ]);
  });

  it('refuses a code another product uses (any case), an unknown image or category', async () => {
    await products.create(productBody({ skus: [{ code: 'TAKEN-1', optionValues: [], price: 100 }] }));
    const cases: [Record<string, unknown>, unknown[], string][] = [
      [
        optionedBody('OK', {
          skus: [
            { code: 'ok-1', optionValues: ['Blue', 'S'], price: 1 },
            { code: 'taken-1', optionValues: ['Blue', 'M'], price: 1 },
          ],
        }),
        ['skus', 1, 'code'],
        SKU_CODE_TAKEN_MESSAGE,
      ],
      [{ imageIds: [imageId, 999_999] }, ['imageIds', 1], 'No such image: upload it first'],
      [
        { skus: [{ code: 'IMG-1', optionValues: [], price: 1, imageId: 999_999 }] },
        ['skus', 0, 'imageId'],
        'No such image: upload it first',
      ],
      [{ categoryId: 999_999 }, ['categoryId'], 'No such category'],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await api.post(productPaths.list, productBody(overrides));
      expect([res.statusCode, res.json().data.issues]).toEqual([400, [{ path, message, code: 'custom' }]]);
    }
    expect((await products.list({ q: 'ok-1' })).total).toBe(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await api.get(products.item(999_999));
    expect([res.statusCode, res.json().code]).toEqual([404, 40400]);
  });
});

describe('access', () => {
  // Every role (developer, admin, editor) has the product area, and an account always has a
  // role, so no signed-in caller can be refused 403 here: the guard shows as 50008 without a token.
  it('refuses every product endpoint without a token (50008)', async () => {
    const anonymous = apiAs(t.app);
    const calls = [
      anonymous.get(productPaths.list),
      anonymous.post(productPaths.list, productBody()),
      anonymous.get(products.item(1)),
      anonymous.put(products.item(1), { ...productBody(), version: 1 }),
      anonymous.delete(`${products.item(1)}?version=1`),
      anonymous.post(productPaths.status.replace(':id', '1'), { to: 'ON_SALE', version: 1 }),
      anonymous.post(productPaths.bulk, { action: 'publish', ids: [1] }),
      anonymous.post(productPaths.bulkPrice, { ids: [1], mode: 'set', amount: 1 }),
      anonymous.get(productPaths.export),
      anonymous.get(productPaths.importTemplate),
      anonymous.post(productPaths.importDryRun),
      anonymous.post(productPaths.import),
      anonymous.get(productPaths.categories),
      anonymous.post(productPaths.categories, { name: 'x' }),
      anonymous.put(productPaths.category.replace(':id', '1'), { name: 'x', version: 1 }),
      anonymous.delete(`${productPaths.category.replace(':id', '1')}?version=1`),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json().code]).toEqual([401, 50008]);
    }
  });
});
