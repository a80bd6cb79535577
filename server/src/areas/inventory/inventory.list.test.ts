import type { Api } from '@shop/contract/api';
import { Codes } from '@shop/contract/codes';
import type { EndpointInput } from '@shop/contract/endpoint';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configEntry, staffUser } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { releaseStock, reserveStock, sellStock } from './stock.service.js';

const t = useTestApp();
let admin: Caller;
let skus: Record<string, number>;
beforeAll(async () => {
  admin = await t.as('admin');
  const db = t.db;
  // Shop default threshold is 5 (config low_stock_default_threshold).
  await db.update(configEntry).set({ value: 5 }).where(eq(configEntry.key, 'low_stock_default_threshold'));
  const mugs = await insertProduct(db, {
    title: 'Celadon mug',
    skus: [
      { code: 'MUG-S', onHand: 30, optionValues: ['S'] },
      { code: 'MUG-M', onHand: 4, optionValues: ['M'] },
      { code: 'MUG-L', onHand: 0, optionValues: ['L'] },
    ],
  });
  const scarf = await insertProduct(db, {
    title: 'Indigo scarf',
    skus: [{ code: 'SCARF-1', onHand: 12, lowStockThreshold: 15 }],
  });
  skus = {
    'MUG-S': mugs.skuIds[0] as number,
    'MUG-M': mugs.skuIds[1] as number,
    'MUG-L': mugs.skuIds[2] as number,
    'SCARF-1': scarf.skuIds[0] as number,
  };
  const mugS = skus['MUG-S'] as number;
  await db.transaction(async (tx) => {
    await reserveStock(tx, { skuId: mugS, quantity: 2, refType: 'order', refId: 'SO-7', actorId: null });
    await sellStock(tx, { skuId: mugS, quantity: 1, refType: 'order', refId: 'SO-7', actorId: null });
    await releaseStock(tx, { skuId: mugS, quantity: 1, refType: 'order', refId: 'SO-7', actorId: null });
  });
});

type QueryOf<K extends 'listInventory' | 'listStockRecords'> = NonNullable<EndpointInput<Api[K]>['query']>;

const skuList = (query: QueryOf<'listInventory'> = {}) => admin.ok('listInventory', { query });

const records = (query: QueryOf<'listStockRecords'> = {}) => admin.ok('listStockRecords', { query });

describe('the InventorySKU list', () => {
  it('shows balances, the threshold in force and the stock state', async () => {
    const { items, total } = await skuList();
    expect(total).toBe(4);
    const byCode = new Map(items.map((i) => [i.code, i]));
    expect(byCode.get('MUG-S')).toMatchObject({
      onHand: 29,
      reserved: 0,
      available: 29,
      stock: 'ok',
      effectiveThreshold: 5,
    });
    expect(byCode.get('MUG-M')).toMatchObject({ available: 4, stock: 'low', lowStockThreshold: null });
    expect(byCode.get('MUG-L')).toMatchObject({ available: 0, stock: 'out' });
    expect(byCode.get('SCARF-1')).toMatchObject({ available: 12, effectiveThreshold: 15, stock: 'low' });
  });

  it('filters low stock (own threshold or the shop default, not out) and out of stock', async () => {
    expect((await skuList({ stock: 'low' })).items.map((i) => i.code).sort()).toEqual(['MUG-M', 'SCARF-1']);
    expect((await skuList({ stock: 'out' })).items.map((i) => i.code)).toEqual(['MUG-L']);
  });

  it('searches code or product title and filters by product', async () => {
    expect((await skuList({ q: 'scarf' })).items.map((i) => i.code)).toEqual(['SCARF-1']);
    expect((await skuList({ q: 'mug-' })).total).toBe(3);
    const productId = (await skuList({ q: 'SCARF-1' })).items[0]?.productId as number;
    expect((await skuList({ productId })).items.map((i) => i.code)).toEqual(['SCARF-1']);
  });

  it('sorts by available stock', async () => {
    const { items } = await skuList({ sort: 'available:desc' });
    expect(items.map((i) => i.code)).toEqual(['MUG-S', 'SCARF-1', 'MUG-M', 'MUG-L']);
  });

  it('exports every matching SKU as CSV, honouring the filters', async () => {
    const answer = await admin.call('exportInventory', {
      query: { stock: 'low', sort: 'code:asc', lang: 'en' },
    });
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    const rows: Record<string, string>[] = parse(answer.body, { bom: true, columns: true });
    expect(rows.map((r) => [r['SKU code'], r.Available])).toEqual([
      ['MUG-M', '4'],
      ['SCARF-1', '12'],
    ]);
  });
});

describe('the Records page', () => {
  it('lists the ledger newest first with balances before and after', async () => {
    const { items } = await records({ skuId: skus['MUG-S'] as number });
    expect(items.map((r) => r.type)).toEqual(['RELEASE', 'SALE', 'RESERVE', 'ADJUSTMENT']);
    expect(items[1]).toMatchObject({
      deltaOnHand: -1,
      onHandBefore: 30,
      onHandAfter: 29,
      reservedBefore: 2,
      reservedAfter: 1,
      refType: 'order',
      refId: 'SO-7',
      actorName: null,
    });
  });

  it('filters by SKU code, type, reason, reference, staff and dates', async () => {
    expect((await records({ skuCode: 'mug-m' })).total).toBe(1);
    expect((await records({ type: 'SALE' })).items.map((r) => r.skuCode)).toEqual(['MUG-S']);
    expect((await records({ reason: 'received' })).total).toBe(3);
    expect((await records({ ref: 'order:SO-7' })).total).toBe(3);
    expect((await records({ ref: 'SO-7' })).total).toBe(3);
    const [adminRow] = await t.db.select().from(staffUser).where(eq(staffUser.username, 'admin'));
    const scarf = skus['SCARF-1'] as number;
    await admin.ok('adjustStock', {
      body: { skuId: scarf, delta: 1, reason: 'returned', idempotencyKey: 'list-test-1' },
    });
    expect((await records({ actorId: adminRow?.id as number })).items.map((r) => r.reason)).toEqual([
      'returned',
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await records({ from: future })).total).toBe(0);
    expect((await records({ to: future })).total).toBe(7);
  });

  it("answers one SKU's own history", async () => {
    const data = await admin.ok('listSkuStockRecords', {
      params: { id: skus['MUG-S'] as number },
      query: { page: 1, pageSize: 2 },
    });
    expect(data.total).toBe(4);
    expect(data.items.map((r) => r.type)).toEqual(['RELEASE', 'SALE']);
  });

  it('exports the filtered ledger as CSV', async () => {
    const answer = await admin.call('exportStockRecords', {
      query: { skuCode: 'MUG-S', sort: 'createdAt:asc', lang: 'en', codes: 'true' },
    });
    const rows: Record<string, string>[] = parse(answer.body, { bom: true, columns: true });
    expect(rows.map((r) => [r.Type, r.type_code, r['On hand before'], r['On hand after']])).toEqual([
      ['Adjustment', 'ADJUSTMENT', '0', '30'],
      ['Reserve', 'RESERVE', '30', '30'],
      ['Sale', 'SALE', '30', '29'],
      ['Release', 'RELEASE', '29', '29'],
    ]);
  });

  it('refuses a bad date with a field error, and anyone not signed in', async () => {
    const bad = await admin.call('listStockRecords', { query: { from: 'yesterday' } });
    expect(bad.json().code).toBe(Codes.VALIDATION);
    expect(bad.json().data.issues.map((i: { path: string[] }) => i.path[0])).toEqual(['from']);
    expect((await t.anonymous().call('listStockRecords')).json().code).toBe(Codes.ILLEGAL_TOKEN);
  });
});
