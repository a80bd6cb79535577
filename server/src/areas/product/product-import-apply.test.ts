import type { ProductCategory, ProductDetail } from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { csvText, postCsv, productApi } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let admin: Caller;
let products: ReturnType<typeof productApi>;
let mugs: ProductCategory;
let cup: ProductDetail;
beforeAll(async () => {
  admin = await t.as('admin');
  products = productApi(admin);
  const ceramics = await admin.ok('createProductCategory', { body: { name: 'Ceramics' } });
  mugs = await admin.ok('createProductCategory', { body: { name: 'Mugs', parentId: ceramics.id } });
  cup = await products.moveTo(
    await products.create({
      title: 'Tea cup',
      options: [{ name: 'Colour', values: ['White'] }],
      skus: [{ code: 'CUP-W', optionValues: ['White'], price: 800, compareAtPrice: 1000, cost: 300 }],
    }),
    'ON_SALE',
  );
});
const importCsv = (csv: string) => postCsv(t.app, admin.token ?? '', 'productImport', csv);

async function productTitled(title: string): Promise<ProductDetail> {
  const [item] = (await products.list({ q: title })).items.filter((i) => i.title === title);
  expect(item).toBeDefined();
  return products.get(item?.id ?? 0);
}

describe('import', () => {
  it('updates SKUs by code, adds SKUs to the product of the same title, and makes new products', async () => {
    const res = await importCsv(
      csvText([
        [
          'product_title',
          'sku_code',
          'price',
          'compare_at_price',
          'sku_status',
          'option1_name',
          'option1_value',
          'option2_name',
          'option2_value',
          'category',
          'status',
          'is_new',
          'subtitle',
        ],
        ['ignored', 'cup-w', '9', '', '', '', '', '', '', '', 'ARCHIVED', '', ''],
        ['TEA CUP', 'CUP-B', '8.5', '', '', 'colour', 'Blue', '', '', '', '', '', ''],
        [
          'Vase',
          'VASE-S-R',
          '20.00',
          '25',
          '',
          'Size',
          'S',
          'Glaze',
          'Red',
          'Ceramics > Mugs',
          'OFF_SALE',
          'yes',
          'Tall',
        ],
        ['vase', 'VASE-L-R', '30.00', '', 'INACTIVE', 'size', 'L', 'glaze', 'red', '', '', '', ''],
      ]),
    );
    expect(res.json()).toEqual({
      code: 20000,
      message: 'OK',
      data: { rows: 4, toCreate: 3, toUpdate: 1, productsToCreate: 1, errors: [], applied: true },
    });

    const teaCup = await products.get(cup.id);
    expect(teaCup).toMatchObject({
      status: 'ON_SALE',
      version: cup.version + 1,
      options: [{ name: 'Colour', values: ['White', 'Blue'] }],
    });
    // Columns the file has are set (an empty compare-at clears it); columns it lacks (cost) stay.
    expect(
      teaCup.skus.map((s) => [s.code, s.optionValues, s.price, s.compareAtPrice, s.cost, s.status]),
    ).toEqual([
      ['CUP-W', ['White'], 900, null, 300, 'ACTIVE'],
      ['CUP-B', ['Blue'], 850, null, null, 'ACTIVE'],
    ]);

    const vase = await productTitled('Vase');
    expect(vase).toMatchObject({
      status: 'OFF_SALE',
      subtitle: 'Tall',
      category: { id: mugs.id, name: 'Mugs' },
      isNew: true,
      options: [
        { name: 'Size', values: ['S', 'L'] },
        { name: 'Glaze', values: ['Red'] },
      ],
      updatedBy: 'Ada Admin',
    });
    expect(
      vase.skus.map((s) => [s.code, s.optionValues, s.price, s.compareAtPrice, s.status, s.onHand]),
    ).toEqual([
      ['VASE-S-R', ['S', 'Red'], 2000, 2500, 'ACTIVE', 0],
      ['VASE-L-R', ['L', 'Red'], 3000, null, 'INACTIVE', 0],
    ]);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_spu'), eq(auditLog.action, 'import')));
    expect(audits.map((a) => [a.entityId, a.before === null])).toEqual([
      [String(cup.id), false],
      [String(vase.id), true],
    ]);
  });

  it('writes nothing when one row is wrong', async () => {
    const before = await products.get(cup.id);
    const res = await importCsv(
      csvText([
        ['product_title', 'sku_code', 'price'],
        ['Tea cup', 'CUP-W', '1.00'],
        ['Bowl', 'BOWL-1', '3.00'],
        ['Bowl', 'BOWL-2', 'three'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 40000,
      message: 'Problems in the file: 1. Nothing was imported',
      key: 'product.importRefused',
      params: { problems: 1 },
    });
    expect(res.json().data).toMatchObject({ toUpdate: 1, toCreate: 1, productsToCreate: 1, applied: false });
    expect(res.json().data.errors).toEqual([
      {
        line: 4,
        column: 'price',
        message: 'Write an amount like 12.50: digits, at most two decimals, not negative',
        key: 'product.rowAmount',
        params: {},
      },
    ]);
    expect(await products.get(cup.id)).toEqual(before);
    expect((await products.list({ q: 'Bowl' })).total).toBe(0);
  });

  it('keeps a product on sale sellable', async () => {
    const res = await importCsv(
      csvText([
        ['product_title', 'sku_code', 'price', 'sku_status'],
        ['Tea cup', 'CUP-W', '9', 'INACTIVE'],
        ['Tea cup', 'CUP-B', '0', ''],
      ]),
    );
    expect(res.json().data.errors).toEqual([
      {
        line: 3,
        column: null,
        message: 'A product goes on sale only with an active SKU that has a price',
        key: 'product.publishNeedsPricedSku',
        params: {},
      },
    ]);
  });

  it('takes back its own export unchanged: every row an update, product columns ignored', async () => {
    // `codes=true` is the file written for the import (its column names, status codes).
    const exported = await admin.call('exportProducts', { query: { codes: 'true' } });
    const before = await products.get(cup.id);
    const res = await importCsv(exported.body);
    expect(res.json().data).toEqual({
      rows: 4,
      toCreate: 0,
      toUpdate: 4,
      productsToCreate: 0,
      errors: [],
      applied: true,
    });
    const after = await products.get(cup.id);
    expect({ ...after, version: 0, updatedAt: '' }).toEqual({ ...before, version: 0, updatedAt: '' });
  });
});
