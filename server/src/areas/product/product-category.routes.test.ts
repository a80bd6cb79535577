import {
  CATEGORY_CYCLE_MESSAGE,
  CATEGORY_IN_USE_MESSAGE,
  type ProductCategory,
  productPaths,
} from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { productApi, productBody } from '../../test-support/product-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'editor'));
  products = productApi(api);
});
afterAll(() => t.close());

const item = (id: number) => pathOf(productPaths.category, { id });

async function create(name: string, parentId: number | null = null, sort = 0): Promise<ProductCategory> {
  const res = await api.post(productPaths.categories, { name, parentId, sort });
  expect(res.json()).toMatchObject({ code: 20000 });
  return res.json().data;
}

async function all(): Promise<ProductCategory[]> {
  return (await api.get(productPaths.categories)).json().data;
}

describe('categories', () => {
  it('lists flat by sort then name, counting live products directly in each', async () => {
    const ceramics = await create('Ceramics', null, 1);
    const mugs = await create('mugs', ceramics.id);
    await create('Bowls', ceramics.id);
    const textiles = await create('Textiles', null, 0);
    await products.create(productBody({ categoryId: mugs.id }));
    const gone = await products.create(productBody({ categoryId: mugs.id }));
    await products.create(productBody({ categoryId: mugs.id }));
    await api.delete(`${products.item(gone.id)}?version=1`);
    expect((await all()).map((c) => [c.name, c.parentId, c.productCount])).toEqual([
      ['Bowls', ceramics.id, 0],
      ['mugs', ceramics.id, 2],
      ['Textiles', null, 0],
      ['Ceramics', null, 0],
    ]);
    expect(textiles.version).toBe(1);
  });

  it('refuses a name taken under the same parent (any case) and an unknown parent, on their fields', async () => {
    const root = await create('Jewellery');
    await create('Rings', root.id);
    await create('Rings');
    const taken = await api.post(productPaths.categories, { name: 'RINGS', parentId: root.id });
    expect([taken.statusCode, taken.json().data.issues[0].path]).toEqual([400, ['name']]);
    const orphan = await api.post(productPaths.categories, { name: 'X', parentId: 999_999 });
    expect(orphan.json().data.issues[0]).toMatchObject({ path: ['parentId'], message: 'No such category' });
  });

  it('renames and moves at the version read (409 when stale) with an audit row', async () => {
    const a = await create('Paper');
    const b = await create('Cards');
    const res = await api.put(item(b.id), { name: 'Greeting cards', parentId: a.id, sort: 3, version: 1 });
    expect(res.json().data).toMatchObject({ name: 'Greeting cards', parentId: a.id, sort: 3, version: 2 });
    const stale = await api.put(item(b.id), { name: 'Late', parentId: null, version: 1 });
    expect(stale.json()).toMatchObject({ code: 40900, data: { updatedBy: 'Eddie Editor', version: 2 } });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_category'), eq(auditLog.entityId, String(b.id))));
    expect(audits.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('never puts a category under itself or its descendants', async () => {
    const top = await create('Wood');
    const mid = await create('Spoons', top.id);
    const low = await create('Ladles', mid.id);
    for (const parentId of [top.id, low.id, mid.id]) {
      const res = await api.put(item(top.id), { name: 'Wood', parentId, version: 1 });
      expect([res.statusCode, res.json().data.issues[0]]).toEqual([
        400,
        { path: ['parentId'], message: CATEGORY_CYCLE_MESSAGE, code: 'custom' },
      ]);
    }
    const sideways = await api.put(item(low.id), { name: 'Ladles', parentId: top.id, version: 1 });
    expect(sideways.statusCode).toBe(200);
  });

  it('deletes only an empty category (42203 while it has subcategories or live products)', async () => {
    const parent = await create('Glass');
    const child = await create('Vases', parent.id);
    const inUse = await api.delete(`${item(parent.id)}?version=1`);
    expect([inUse.statusCode, inUse.json()]).toEqual([
      422,
      { code: 42203, message: CATEGORY_IN_USE_MESSAGE, data: null },
    ]);
    const product = await products.create(productBody({ categoryId: child.id }));
    expect((await api.delete(`${item(child.id)}?version=1`)).json().code).toBe(42203);
    // A deleted product no longer holds its category.
    await api.delete(`${products.item(product.id)}?version=1`);
    expect((await api.delete(`${item(child.id)}?version=2`)).json().code).toBe(40900);
    expect((await api.delete(`${item(child.id)}?version=1`)).json().code).toBe(20000);
    expect((await api.delete(`${item(parent.id)}?version=1`)).json().code).toBe(20000);
    expect((await api.delete(`${item(parent.id)}?version=1`)).statusCode).toBe(404);
    expect((await all()).some((c) => c.name === 'Glass' || c.name === 'Vases')).toBe(false);
  });
});
