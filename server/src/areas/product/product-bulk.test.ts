import type { ProductBulkData, ProductDetail } from '@shop/contract/areas/product';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { productApi, productBody, receiveStock } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let editor: Caller;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  editor = await t.as('editor');
  products = productApi(editor);
});

async function bulk(action: string, ids: number[], dryRun = false): Promise<ProductBulkData> {
  const res = await editor.call('bulkProducts', { body: { action, ids, dryRun } });
  expect(res.json()).toMatchObject({ code: 20000 });
  return res.json().data;
}

/** One product in each state a bulk action meets. */
async function oneOfEach() {
  const draft = await products.create(productBody({ title: 'Draft' }));
  const unpriced = await products.create(
    productBody({ title: 'Unpriced', skus: [{ code: `FREE-${Date.now()}`, optionValues: [], price: 0 }] }),
  );
  const onSale = await products.moveTo(await products.create(productBody({ title: 'On sale' })), 'ON_SALE');
  const offSale = await products.moveTo(
    await products.moveTo(await products.create(productBody({ title: 'Off sale' })), 'ON_SALE'),
    'OFF_SALE',
  );
  const archived = await products.moveTo(
    await products.moveTo(
      await products.moveTo(await products.create(productBody({ title: 'Archived' })), 'ON_SALE'),
      'OFF_SALE',
    ),
    'ARCHIVED',
  );
  return { draft, unpriced, onSale, offSale, archived };
}

const idsOf = (all: Record<string, ProductDetail>) => [...Object.values(all).map((p) => p.id), 999_999];

async function auditCount() {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

describe('bulk actions', () => {
  it('publishes drafts and off-sale products; refuses the rest with their reasons', async () => {
    const all = await oneOfEach();
    const { draft, unpriced, onSale, offSale, archived } = all;
    const expected: ProductBulkData = {
      changed: [
        { id: draft.id, title: 'Draft', from: 'DRAFT', to: 'ON_SALE' },
        { id: offSale.id, title: 'Off sale', from: 'OFF_SALE', to: 'ON_SALE' },
      ],
      refused: [
        {
          id: unpriced.id,
          title: 'Unpriced',
          reason: 'A product goes on sale only with an active SKU that has a price',
          key: 'product.publishNeedsPricedSku',
          params: {},
        },
        {
          id: onSale.id,
          title: 'On sale',
          reason: 'A product cannot go from ON_SALE to ON_SALE',
          key: 'product.cannotMove',
          params: { from: 'ON_SALE', to: 'ON_SALE' },
        },
        {
          id: archived.id,
          title: 'Archived',
          reason: 'A product cannot go from ARCHIVED to ON_SALE',
          key: 'product.cannotMove',
          params: { from: 'ARCHIVED', to: 'ON_SALE' },
        },
        { id: 999_999, title: '', reason: 'No such product', key: 'product.notFound', params: {} },
      ],
      dryRun: true,
    };

    const auditsBefore = await auditCount();
    expect(await bulk('publish', idsOf(all), true)).toEqual(expected);
    expect((await products.get(draft.id)).status).toBe('DRAFT');
    expect(await auditCount()).toBe(auditsBefore);

    expect(await bulk('publish', idsOf(all))).toEqual({ ...expected, dryRun: false });
    expect((await products.get(draft.id)).status).toBe('ON_SALE');
    expect(await products.get(offSale.id)).toMatchObject({ status: 'ON_SALE', version: offSale.version + 1 });
    expect(await auditCount()).toBe(auditsBefore + 2);
  });

  it('unpublishes only products on sale and archives only off-sale ones', async () => {
    const all = await oneOfEach();
    const unpublished = await bulk('unpublish', idsOf(all));
    expect(unpublished.changed.map((c) => [c.title, c.from, c.to])).toEqual([
      ['On sale', 'ON_SALE', 'OFF_SALE'],
    ]);
    expect(unpublished.refused.map((r) => [r.title, r.key])).toEqual([
      ['Draft', 'product.notOnSale'],
      ['Unpriced', 'product.notOnSale'],
      ['Off sale', 'product.notOnSale'],
      ['Archived', 'product.notOnSale'],
      ['', 'product.notFound'],
    ]);
    const archived = await bulk('archive', idsOf(all));
    expect(archived.changed.map((c) => c.title)).toEqual(['On sale', 'Off sale']);
    expect(archived.refused.find((r) => r.title === 'Draft')).toMatchObject({
      reason: 'A product cannot go from DRAFT to ARCHIVED',
      key: 'product.cannotMove',
      params: { from: 'DRAFT', to: 'ARCHIVED' },
    });
  });

  it('deletes all but products on sale or holding stock', async () => {
    const all = await oneOfEach();
    await receiveStock(t.db, all.draft.skus[0]?.id ?? 0, 1);
    const result = await bulk('delete', idsOf(all));
    expect(result.changed.map((c) => [c.title, c.to])).toEqual([
      ['Unpriced', null],
      ['Off sale', null],
      ['Archived', null],
    ]);
    expect(result.refused.map((r) => [r.title, r.key, r.params])).toEqual([
      ['Draft', 'product.skuHasStock', { code: all.draft.skus[0]?.code }],
      ['On sale', 'product.deleteOnSale', {}],
      ['', 'product.notFound', {}],
    ]);
    expect((await editor.call('getProduct', { params: { id: all.offSale.id } })).statusCode).toBe(404);
    // Deleted products are unknown to the next bulk action.
    expect((await bulk('archive', [all.offSale.id])).refused).toEqual([
      { id: all.offSale.id, title: '', reason: 'No such product', key: 'product.notFound', params: {} },
    ]);
    const deletes = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(deletes[0]?.n).toBe(3);
  });

  it('refuses an empty or oversized selection with 400', async () => {
    for (const body of [
      { action: 'publish', ids: [] },
      { action: 'burn', ids: [1] },
    ]) {
      expect((await editor.call('bulkProducts', { body })).statusCode).toBe(400);
    }
  });
});
