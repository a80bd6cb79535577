import { createHash } from 'node:crypto';
import { api } from '@shop/contract/api';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { mediaAsset, productSku, productSpu, stockMovement } from '../db/schema.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { type SeedCatalogueResult, seedCatalogue } from './catalogue-seed.js';

let t: TestApp;
let database: TestApp['database'];
let first: SeedCatalogueResult | null;

beforeAll(async () => {
  // The app seeds the system config (the default low-stock threshold) and the demo staff.
  t = await createTestApp();
  database = t.database;
  first = await seedCatalogue(database.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo catalogue', () => {
  it('fills an empty shop with about 40 products and 150 SKUs', async () => {
    expect(first).not.toBeNull();
    const [products] = await database.db.select({ n: count() }).from(productSpu);
    const [skus] = await database.db.select({ n: count() }).from(productSku);
    expect(products?.n).toBe(first?.products);
    expect(products?.n).toBeGreaterThanOrEqual(35);
    expect(products?.n).toBeLessThanOrEqual(45);
    expect(skus?.n).toBe(first?.skus);
    expect(skus?.n).toBeGreaterThanOrEqual(135);
    expect(skus?.n).toBeLessThanOrEqual(165);
  });

  it('adds nothing when run again', async () => {
    const before = await database.db.select({ n: count() }).from(stockMovement);
    expect(await seedCatalogue(database.db)).toBeNull();
    const after = await database.db.select({ n: count() }).from(stockMovement);
    expect(after).toEqual(before);
    const [products] = await database.db.select({ n: count() }).from(productSpu);
    expect(products?.n).toBe(first?.products);
  });

  it('keeps the stock ledger reconciled: balances are its sums and every row chains', async () => {
    expect(await reconcileStock(database.db)).toEqual([]);
    const [moves] = await database.db.select({ n: count() }).from(stockMovement);
    expect(moves?.n).toBe(first?.movements);
    // History spread over two months, written oldest first (ids follow time).
    const times = (
      await database.db.select({ at: stockMovement.createdAt }).from(stockMovement).orderBy(stockMovement.id)
    ).map((r) => r.at.getTime());
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] ?? 0))).toBe(true);
    expect(Date.now() - (times[0] ?? 0)).toBeGreaterThan(55 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
  });

  it('puts a product on sale only with an active priced SKU, and mixes statuses', async () => {
    const rows = await database.db
      .select({
        status: productSpu.status,
        priced:
          sql<number>`count(*) FILTER (WHERE ${productSku.status} = 'ACTIVE' AND ${productSku.price} > 0)`.mapWith(
            Number,
          ),
      })
      .from(productSpu)
      .innerJoin(productSku, eq(productSku.spuId, productSpu.id))
      .groupBy(productSpu.id);
    for (const row of rows.filter((r) => r.status === 'ON_SALE')) expect(row.priced).toBeGreaterThan(0);
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['ARCHIVED', 'DRAFT', 'OFF_SALE', 'ON_SALE']);
    expect(rows.filter((r) => r.status === 'ON_SALE').length).toBeGreaterThan(rows.length * 0.8);
  });

  it('leaves some SKUs on sale low and some out of stock, and some reserved for open orders', async () => {
    const available = sql`${productSku.onHand} - ${productSku.reserved}`;
    const onSale = and(
      eq(productSpu.status, 'ON_SALE'),
      eq(productSku.status, 'ACTIVE'),
      isNull(productSku.deletedAt),
    );
    const [state] = await database.db
      .select({
        out: sql<number>`count(*) FILTER (WHERE ${available} <= 0)`.mapWith(Number),
        low: sql<number>`count(*) FILTER (WHERE ${available} > 0 AND ${available} <= coalesce(${productSku.lowStockThreshold}, 5))`.mapWith(
          Number,
        ),
        reserved: sql<number>`count(*) FILTER (WHERE ${productSku.reserved} > 0)`.mapWith(Number),
      })
      .from(productSku)
      .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
      .where(onSale);
    expect(state?.out).toBeGreaterThanOrEqual(2);
    expect(state?.low).toBeGreaterThanOrEqual(4);
    expect(state?.reserved).toBeGreaterThanOrEqual(3);

    // The console's stock filters find them.
    const token = await signIn(t.app, 'admin');
    for (const stock of ['low', 'out']) {
      const response = await t.app.inject({
        url: `${api.listInventory.path}?stock=${stock}&page=1&pageSize=50`,
        headers: { 'x-token': token },
      });
      expect(response.json().data.total).toBeGreaterThanOrEqual(2);
    }
  });

  it('records orders by the system and adjustments by a staff member, with reasons', async () => {
    const rows = await database.db
      .select({
        type: stockMovement.type,
        reason: stockMovement.reason,
        refId: stockMovement.refId,
        actorId: stockMovement.actorId,
      })
      .from(stockMovement);
    const orders = rows.filter((r) => ['RESERVE', 'RELEASE', 'SALE'].includes(r.type));
    expect(orders.every((r) => r.actorId === null && /^SO-DEMO-\d{4}$/.test(r.refId ?? ''))).toBe(true);
    const adjustments = rows.filter((r) => r.type === 'ADJUSTMENT');
    expect(adjustments.every((r) => r.actorId !== null && r.reason !== null)).toBe(true);
    expect(new Set(adjustments.map((r) => r.reason))).toEqual(
      new Set(['received', 'damaged', 'cycle_count', 'correction']),
    );
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['ADJUSTMENT', 'RESERVE', 'RELEASE', 'SALE', 'RESTOCK']),
    );
  });

  it('gives every product one to three stored images and safe descriptions', async () => {
    const products = await database.db
      .select({ imageIds: productSpu.imageIds, descriptionHtml: productSpu.descriptionHtml })
      .from(productSpu);
    const ids = [...new Set(products.flatMap((p) => p.imageIds))];
    for (const p of products) {
      expect(p.imageIds.length).toBeGreaterThanOrEqual(1);
      expect(p.imageIds.length).toBeLessThanOrEqual(3);
      // Only <p>, <ul> and <li>, without attributes.
      expect(p.descriptionHtml.replace(/<\/?(p|ul|li)>/g, '')).not.toMatch(/[<>]/);
    }
    const stored = await database.db
      .select({ id: mediaAsset.id, mime: mediaAsset.mime, width: mediaAsset.width })
      .from(mediaAsset)
      .where(inArray(mediaAsset.id, ids));
    expect(stored).toHaveLength(ids.length);
    expect(stored.every((a) => a.mime === 'image/png' && a.width === 240)).toBe(true);
    // Served like any upload, at the URL named by the bytes' SHA-256.
    const [cover] = await database.db
      .select({ sha256: mediaAsset.sha256 })
      .from(mediaAsset)
      .where(eq(mediaAsset.id, ids[0] ?? 0));
    const served = await t.app.inject({ url: `/base/media/${cover?.sha256}.png` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(cover?.sha256);
    const [skuImages] = await database.db
      .select({ n: count() })
      .from(productSku)
      .innerJoin(mediaAsset, eq(mediaAsset.id, productSku.imageId));
    expect(skuImages?.n).toBeGreaterThan(50);
  });
});
