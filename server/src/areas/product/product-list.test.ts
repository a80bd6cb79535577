import type { ProductCategory } from '@shop/contract/areas/product';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/harness.js';
import { productApi, receiveStock } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let products: ReturnType<typeof productApi>;
const ids: Record<string, number> = {};
let mugs: ProductCategory;
let ceramics: ProductCategory;
let tall: ProductCategory;

type Sku = {
  code: string;
  price: number;
  stock?: number;
  reserve?: number;
  status?: 'INACTIVE';
  low?: number;
};

/** Makes a product with SKUs (one option "Kind" so there can be several) and gives them stock. */
async function make(key: string, title: string, skus: Sku[], extra: Record<string, unknown> = {}) {
  const created = await products.create({
    title,
    options: skus.length > 1 ? [{ name: 'Kind', values: skus.map((s) => s.code) }] : [],
    skus: skus.map((s) => ({
      code: s.code,
      optionValues: skus.length > 1 ? [s.code] : [],
      price: s.price,
      status: s.status ?? 'ACTIVE',
      lowStockThreshold: s.low ?? null,
    })),
    ...extra,
  });
  for (const [i, s] of skus.entries()) {
    if (s.stock) await receiveStock(t.db, created.skus[i]?.id ?? 0, s.stock, s.reserve ?? 0);
  }
  ids[key] = created.id;
  return created;
}

beforeAll(async () => {
  const admin = await t.as('admin');
  products = productApi(admin);
  const category = (name: string, parentId: number | null = null) =>
    admin.ok('createProductCategory', { body: { name, parentId } });
  ceramics = await category('Ceramics');
  mugs = await category('Mugs', ceramics.id);
  tall = await category('Tall', mugs.id);
  const textiles = await category('Textiles');
  const blue = await make('blue', 'Blue mug', [{ code: 'MUG-BLUE', price: 1500, stock: 20 }], {
    categoryId: mugs.id,
    isNew: true,
  });
  await products.moveTo(blue, 'ON_SALE');
  await make('latte', 'Tall latte MUG', [{ code: 'TALL-1', price: 2500, stock: 3 }], { categoryId: tall.id });
  await make('towel', 'Linen towel', [{ code: 'TOWEL_1', price: 900 }], {
    categoryId: textiles.id,
    isRecommended: true,
  });
  await make(
    'plate',
    'Plate',
    [
      { code: 'PLATE-A', price: 3000, stock: 10, low: 12 },
      { code: 'PLATE-B', price: 100, stock: 100, status: 'INACTIVE' },
    ],
    { sort: 9 },
  );
  await make('bowl', 'Bowl', [{ code: 'BOWL-1', price: 700, stock: 50, status: 'INACTIVE' }]);
  await make('vase', 'Vase', [{ code: 'VASE-1', price: 4000, stock: 4, reserve: 4 }]);
});

async function keysOf(query: Record<string, string | number>): Promise<string[]> {
  const data = await products.list({ pageSize: 100, sort: 'title:asc', ...query });
  expect(data.total).toBe(data.items.length);
  return data.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id) ?? String(i.id));
}

describe('product list', () => {
  it('answers each product with its category, prices and stock over active SKUs', async () => {
    const { items } = await products.list({ pageSize: 100 });
    const plate = items.find((i) => i.id === ids.plate);
    expect(plate).toMatchObject({
      title: 'Plate',
      category: null,
      coverUrl: null,
      status: 'DRAFT',
      skuCount: 2,
      priceMin: 3000,
      priceMax: 3000,
      onHand: 10,
      available: 10,
      stock: 'low_stock',
      version: 1,
    });
    expect(items.find((i) => i.id === ids.bowl)).toMatchObject({
      priceMin: null,
      priceMax: null,
      onHand: 0,
      stock: 'out_of_stock',
    });
    expect(items.find((i) => i.id === ids.latte)?.category).toEqual({ id: tall.id, name: 'Tall' });
  });

  it('searches titles and live SKU codes, any case, with wildcards taken literally', async () => {
    expect(await keysOf({ q: 'mug' })).toEqual(['blue', 'latte']);
    expect(await keysOf({ q: 'towel_' })).toEqual(['towel']);
    expect(await keysOf({ q: 'plate-b' })).toEqual(['plate']);
    expect(await keysOf({ q: '%' })).toEqual([]);
    expect(await keysOf({ q: '_' })).toEqual(['towel']);
  });

  it('filters by category with its subcategories, status, flags and stock state', async () => {
    expect(await keysOf({ categoryId: ceramics.id })).toEqual(['blue', 'latte']);
    expect(await keysOf({ categoryId: mugs.id })).toEqual(['blue', 'latte']);
    expect(await keysOf({ categoryId: tall.id })).toEqual(['latte']);
    expect(await keysOf({ status: 'ON_SALE' })).toEqual(['blue']);
    expect(await keysOf({ isNew: 'true' })).toEqual(['blue']);
    expect(await keysOf({ isRecommended: 'true' })).toEqual(['towel']);
    expect(await keysOf({ isRecommended: 'false', q: 'l' })).toEqual(['blue', 'bowl', 'plate', 'latte']);
    expect(await keysOf({ stock: 'in_stock' })).toEqual(['blue']);
    expect(await keysOf({ stock: 'low_stock' })).toEqual(['plate', 'latte']);
    expect(await keysOf({ stock: 'out_of_stock' })).toEqual(['bowl', 'towel', 'vase']);
  });

  it('sorts by price (no active SKU lowest), available, title and sort, and pages', async () => {
    expect(await keysOf({ sort: 'price:asc' })).toEqual(['bowl', 'towel', 'blue', 'latte', 'plate', 'vase']);
    expect(await keysOf({ sort: 'available:desc' })).toEqual([
      'blue',
      'plate',
      'latte',
      'vase',
      'bowl',
      'towel',
    ]);
    expect(await keysOf({ sort: 'title:desc' })).toEqual(['vase', 'latte', 'plate', 'towel', 'bowl', 'blue']);
    expect((await keysOf({ sort: 'updatedAt:desc' }))[0]).toBe('vase');
    expect((await keysOf({ sort: 'sort:desc' }))[0]).toBe('plate');
    const page = await products.list({ sort: 'title:asc', page: 2, pageSize: 4 });
    expect([page.total, page.page, page.pageSize, page.items.map((i) => i.title)]).toEqual([
      6,
      2,
      4,
      ['Tall latte MUG', 'Vase'],
    ]);
  });

  it('refuses unknown filter values with 400', async () => {
    const editor = await t.as('editor');
    const queries: Record<string, string>[] = [
      { stock: 'some' },
      { status: 'SOLD' },
      { sort: 'cost:asc' },
      { categoryId: 'x' },
    ];
    for (const query of queries) {
      expect((await editor.call('listProducts', { query })).statusCode).toBe(400);
    }
  });
});
