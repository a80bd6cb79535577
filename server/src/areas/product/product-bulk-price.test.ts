import type { ProductBulkPriceData, ProductDetail } from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { productApi } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let admin: Caller;
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  admin = await t.as('admin');
  products = productApi(admin);
});

let serial = 0;
/** A product whose SKUs have these prices and compare-at prices. */
function priced(prices: [number, number | null][]): Promise<ProductDetail> {
  serial++;
  return products.create({
    title: `Priced ${serial}`,
    options: [{ name: 'N', values: prices.map((_, i) => String(i)) }],
    skus: prices.map(([price, compareAtPrice], i) => ({
      code: `P${serial}-${i}`,
      optionValues: [String(i)],
      price,
      compareAtPrice,
    })),
  });
}

async function bulkPrice(body: Record<string, unknown>): Promise<ProductBulkPriceData> {
  const res = await admin.call('bulkProductPrices', { body });
  expect(res.json()).toMatchObject({ code: 20000 });
  return res.json().data;
}

const moves = (data: ProductBulkPriceData) => data.changes.map((c) => [c.skuCode, c.before, c.after]);

describe('bulk price', () => {
  it('previews a set without writing, then applies it with a version bump and an audit row per product', async () => {
    const a = await priced([
      [1000, null],
      [2500, null],
    ]);
    const b = await priced([[999, 1500]]);
    const preview = await bulkPrice({ ids: [a.id, b.id], mode: 'set', amount: 2500, dryRun: true });
    expect(preview.dryRun).toBe(true);
    expect(moves(preview)).toEqual([
      [a.skus[0]?.code, 1000, 2500],
      [b.skus[0]?.code, 999, 2500],
    ]);
    expect(preview.changes[0]).toMatchObject({ productId: a.id, productTitle: a.title, optionValues: ['0'] });
    expect((await products.get(a.id)).skus[0]?.price).toBe(1000);

    const applied = await bulkPrice({ ids: [a.id, b.id], mode: 'set', amount: 2500 });
    expect(applied).toEqual({ ...preview, dryRun: false });
    const after = await products.get(a.id);
    expect([after.version, after.skus.map((s) => s.price)]).toEqual([2, [2500, 2500]]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk-price'), eq(auditLog.entityId, String(a.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({
      price: [{ skuId: a.skus[0]?.id, code: a.skus[0]?.code, amount: 2500 }],
    });
  });

  it('shifts by a percentage, rounding half away from zero to the cent', async () => {
    const p = await priced([
      [1005, null],
      [333, null],
      [1, null],
    ]);
    expect(moves(await bulkPrice({ ids: [p.id], mode: 'percent', percent: 10 }))).toEqual([
      [p.skus[0]?.code, 1005, 1106],
      [p.skus[1]?.code, 333, 366],
    ]);
    // 1 cent × 0.875 rounds back to 1: unchanged, so not listed.
    expect(moves(await bulkPrice({ ids: [p.id], mode: 'percent', percent: -12.5 }))).toEqual([
      [p.skus[0]?.code, 1106, 968],
      [p.skus[1]?.code, 366, 320],
    ]);
  });

  it('rounds an exact half cent up and takes percentages such as 1.1', async () => {
    const p = await priced([
      [625, null],
      [1000, null],
    ]);
    // 625 × 2.96 % = 18.5 cents exactly: half away from zero gives 19.
    expect(moves(await bulkPrice({ ids: [p.id], mode: 'percent', percent: -97.04, dryRun: true }))).toEqual([
      [p.skus[0]?.code, 625, 19],
      [p.skus[1]?.code, 1000, 30],
    ]);
    expect(moves(await bulkPrice({ ids: [p.id], mode: 'percent', percent: 1.1, dryRun: true }))).toEqual([
      [p.skus[0]?.code, 625, 632],
      [p.skus[1]?.code, 1000, 1011],
    ]);
  });

  it('moves compare-at prices, leaving empty ones empty under a percentage', async () => {
    const p = await priced([
      [1000, 2000],
      [1000, null],
    ]);
    expect(
      moves(await bulkPrice({ ids: [p.id], field: 'compareAtPrice', mode: 'percent', percent: 50 })),
    ).toEqual([[p.skus[0]?.code, 2000, 3000]]);
    expect(
      moves(await bulkPrice({ ids: [p.id], field: 'compareAtPrice', mode: 'set', amount: 1500 })),
    ).toEqual([
      [p.skus[0]?.code, 3000, 1500],
      [p.skus[1]?.code, null, 1500],
    ]);
    expect((await products.get(p.id)).skus.map((s) => [s.price, s.compareAtPrice])).toEqual([
      [1000, 1500],
      [1000, 1500],
    ]);
  });

  it('refuses to leave a product on sale without a priced SKU (42203), and checks the body', async () => {
    const p = await products.moveTo(await priced([[500, null]]), 'ON_SALE');
    const res = await admin.call('bulkProductPrices', { body: { ids: [p.id], mode: 'set', amount: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 42203,
      key: 'product.onSaleNeedsPricedSku',
      params: { title: p.title },
      message: `${p.title} is on sale: it must keep an active SKU that has a price`,
    });
    expect((await products.get(p.id)).skus[0]?.price).toBe(500);
    for (const [body, path, key] of [
      [{ ids: [p.id], mode: 'set' }, 'amount', 'product.amountRequired'],
      [{ ids: [p.id], mode: 'percent', percent: 0 }, 'percent', 'product.percentRequired'],
      [{ ids: [p.id], mode: 'percent', percent: 1.005 }, 'percent', 'product.percentDecimals'],
      [{ ids: [p.id], mode: 'percent', percent: -100 }, 'percent', 'product.percentMin'],
      [{ ids: [], mode: 'set', amount: 1 }, 'ids', 'product.selectProducts'],
    ] as const) {
      const refused = await admin.call('bulkProductPrices', { body });
      expect([refused.statusCode, refused.json().data.issues[0]]).toMatchObject([400, { path: [path], key }]);
    }
  });
});
