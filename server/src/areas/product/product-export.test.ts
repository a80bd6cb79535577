import { type ProductFilters, productCsvColumns, productSortFields } from '@shop/contract/areas/product';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysetBatches } from '../../http/list-order.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { productApi, receiveStock } from '../../test-support/product-fixtures.js';
import { productBatch, productQuery } from './product-list.table.js';

const t = useTestApp();
let editor: Caller;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  editor = await t.as('editor');
  products = productApi(editor);
  const ceramics = await editor.ok('createProductCategory', { body: { name: 'Ceramics' } });
  const mugs = await editor.ok('createProductCategory', { body: { name: 'Mugs', parentId: ceramics.id } });
  // 25 single-SKU products: more than a page (20) and than one export batch would need.
  for (let i = 1; i <= 25; i++) {
    await products.create({
      title: `Bulk ${String(i).padStart(2, '0')}`,
      skus: [{ code: `BULK-${i}`, optionValues: [], price: 100 * i }],
    });
  }
  const jug = await products.create({
    title: 'Clay jug',
    subtitle: 'Wheel-thrown',
    categoryId: mugs.id,
    isNew: true,
    options: [
      { name: 'Colour', values: ['Blue', 'Red'] },
      { name: 'Size', values: ['S', 'L'] },
    ],
    skus: [
      {
        code: 'JUG-B-S',
        optionValues: ['Blue', 'S'],
        price: 1250,
        compareAtPrice: 1500,
        cost: 400,
        weightGrams: 350,
      },
      { code: 'JUG-R-L', optionValues: ['Red', 'L'], price: 5, status: 'INACTIVE', lowStockThreshold: 2 },
    ],
  });
  await receiveStock(t.db, jug.skus[0]?.id ?? 0, 7, 2);
  await products.moveTo(jug, 'ON_SALE');
  await products.create({
    title: '=HYPERLINK("http://evil.example","Click")',
    subtitle: '-1+2',
    skus: [{ code: 'EVIL-1', optionValues: [], price: 100 }],
  });
});
/** The file written for the import (`codes=true`): its column names, status codes. */
async function exported(query: Record<string, string> = {}) {
  const res = await editor.call('exportProducts', { query: { codes: 'true', ...query } });
  expect(res.statusCode).toBe(200);
  const text = res.body;
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  const byColumn = rows.map((row) => Object.fromEntries((header ?? []).map((h, i) => [h, row[i]])));
  return { res, text, header, rows: byColumn };
}

describe('product CSV export', () => {
  it('is written for people unless codes are asked for: headers in their language, statuses named', async () => {
    const res = await editor.call('exportProducts', { query: { q: 'jug', lang: 'es' } });
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header?.slice(0, 4)).toEqual(['Producto', 'Subtítulo', 'Categoría', 'Estado']);
    expect(rows.map((r) => [r[3], r[header?.indexOf('Estado del SKU') ?? -1]])).toEqual([
      ['En venta', 'Activo'],
      ['En venta', 'Inactivo'],
    ]);
  });

  it('writes every matching product, one row per live SKU, beyond a page', async () => {
    const { res, text, header, rows } = await exported({ sort: 'title:asc' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('28');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(header).toEqual([...productCsvColumns]);
    expect(rows).toHaveLength(28);
    // In the list's order (titles; where '=' sorts depends on the database's collation).
    const bulk = rows.map((r) => r.sku_code).filter((code) => code?.startsWith('BULK-'));
    expect(bulk).toEqual(Array.from({ length: 25 }, (_, i) => `BULK-${i + 1}`));
    expect(rows.map((r) => r.sku_code).filter((c) => c?.startsWith('JUG'))).toEqual(['JUG-B-S', 'JUG-R-L']);
  });

  it('writes money in units, options, flags, stock and the category path', async () => {
    const { rows } = await exported({ q: 'jug' });
    expect(rows).toEqual([
      {
        product_title: 'Clay jug',
        subtitle: 'Wheel-thrown',
        category: 'Ceramics > Mugs',
        status: 'ON_SALE',
        is_new: 'true',
        is_recommended: 'false',
        option1_name: 'Colour',
        option1_value: 'Blue',
        option2_name: 'Size',
        option2_value: 'S',
        option3_name: '',
        option3_value: '',
        sku_code: 'JUG-B-S',
        price: '12.50',
        compare_at_price: '15.00',
        cost: '4.00',
        weight_g: '350',
        sku_status: 'ACTIVE',
        low_stock_threshold: '',
        on_hand: '7',
        reserved: '2',
      },
      expect.objectContaining({
        sku_code: 'JUG-R-L',
        option1_value: 'Red',
        price: '0.05',
        compare_at_price: '',
        sku_status: 'INACTIVE',
        low_stock_threshold: '2',
        on_hand: '0',
      }),
    ]);
  });

  it('honours the list filters', async () => {
    const onSale = await exported({ status: 'ON_SALE' });
    expect([onSale.res.headers['x-total-count'], onSale.rows.map((r) => r.sku_code)]).toEqual([
      '2',
      ['JUG-B-S', 'JUG-R-L'],
    ]);
    const low = await exported({ stock: 'low_stock' });
    expect(low.rows.map((r) => r.sku_code)).toEqual(['JUG-B-S', 'JUG-R-L']);
    const none = await exported({ q: 'nothing-like-this' });
    expect([none.res.headers['x-total-count'], none.rows]).toEqual(['0', []]);
  });

  it('writes text a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const { rows } = await exported({ q: 'EVIL' });
    expect(rows[0]).toMatchObject({
      product_title: `'=HYPERLINK("http://evil.example","Click")`,
      subtitle: "'-1+2",
      price: '1.00',
    });
  });

  it('walks keyset batches in exactly the list order, for every sort', async () => {
    for (const field of productSortFields) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = `${field}:${direction}` as ProductFilters['sort'];
        const listed = await products.list({ sort, pageSize: 100 });
        const q = await productQuery(t.db, { q: undefined, sort });
        const walked: number[] = [];
        for await (const batch of keysetBatches((after, limit) => productBatch(t.db, q, after, limit), 4)) {
          walked.push(...batch.map((p) => p.id));
        }
        expect([sort, walked]).toEqual([sort, listed.items.map((i) => i.id)]);
      }
    }
  });
});
