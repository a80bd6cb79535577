import type { ProductCategory } from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { productApi, productBody } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let editor: Caller;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  editor = await t.as('editor');
  products = productApi(editor);
});

const update = (id: number, body: Record<string, unknown>) =>
  editor.call('updateProductCategory', { params: { id }, body });
const remove = (id: number, version: number) =>
  editor.call('deleteProductCategory', { params: { id }, query: { version } });

async function create(name: string, parentId: number | null = null, sort = 0): Promise<ProductCategory> {
  return editor.ok('createProductCategory', { body: { name, parentId, sort } });
}

async function all(): Promise<ProductCategory[]> {
  return editor.ok('listProductCategories');
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
    await products.remove(gone.id, 1);
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
    const taken = await editor.call('createProductCategory', { body: { name: 'RINGS', parentId: root.id } });
    expect([taken.statusCode, taken.json().data.issues[0]]).toMatchObject([
      400,
      { path: ['name'], key: 'product.categoryNameTaken' },
    ]);
    const orphan = await editor.call('createProductCategory', { body: { name: 'X', parentId: 999_999 } });
    expect(orphan.json().data.issues[0]).toMatchObject({
      path: ['parentId'],
      message: 'No such category',
      key: 'product.categoryNotFound',
    });
  });

  it('renames and moves at the version read (409 when stale) with an audit row', async () => {
    const a = await create('Paper');
    const b = await create('Cards');
    const res = await update(b.id, { name: 'Greeting cards', parentId: a.id, sort: 3, version: 1 });
    expect(res.json().data).toMatchObject({ name: 'Greeting cards', parentId: a.id, sort: 3, version: 2 });
    const stale = await update(b.id, { name: 'Late', parentId: null, version: 1 });
    expect(stale.json()).toMatchObject({ code: 40900, data: { updatedBy: 'Eddie Editor', version: 2 } });
    const audits = await t.db
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
      const res = await update(top.id, { name: 'Wood', parentId, version: 1 });
      expect([res.statusCode, res.json().data.issues[0]]).toEqual([
        400,
        {
          path: ['parentId'],
          message: 'A category cannot sit under itself',
          code: 'custom',
          key: 'product.categoryCycle',
          params: {},
        },
      ]);
    }
    const sideways = await update(low.id, { name: 'Ladles', parentId: top.id, version: 1 });
    expect(sideways.statusCode).toBe(200);
  });

  it('deletes only an empty category (42203 while it has subcategories or live products)', async () => {
    const parent = await create('Glass');
    const child = await create('Vases', parent.id);
    const inUse = await remove(parent.id, 1);
    expect([inUse.statusCode, inUse.json()]).toEqual([
      422,
      {
        code: 42203,
        message: 'This category still has products or subcategories',
        data: null,
        key: 'product.categoryInUse',
        params: {},
      },
    ]);
    const product = await products.create(productBody({ categoryId: child.id }));
    expect((await remove(child.id, 1)).json().code).toBe(42203);
    // A deleted product no longer holds its category.
    await products.remove(product.id, 1);
    expect((await remove(child.id, 2)).json().code).toBe(40900);
    expect((await remove(child.id, 1)).json().code).toBe(20000);
    expect((await remove(parent.id, 1)).json().code).toBe(20000);
    expect((await remove(parent.id, 1)).statusCode).toBe(404);
    expect((await all()).some((c) => c.name === 'Glass' || c.name === 'Vases')).toBe(false);
  });
});
