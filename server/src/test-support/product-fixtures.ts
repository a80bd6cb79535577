import {
  type ProductCreateBody,
  type ProductDetail,
  type ProductListData,
  productPaths,
} from '@shop/contract/areas/product';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { applyStockChange } from '../areas/inventory/stock.service.js';
import type { Db } from '../db/client.js';
import { type apiAs, pathOf } from './api-client.js';
import { multipartBody } from './test-images.js';

/** A valid create body: one product, no options, one priced SKU, unless `overrides` says otherwise. */
export function productBody(overrides: Partial<ProductCreateBody> = {}): ProductCreateBody {
  const code = `SKU-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  return { title: 'Stoneware mug', skus: [{ code, optionValues: [], price: 1850 }], ...overrides };
}

/** A product with colour × size options and one SKU per combination, codes `<prefix>-B-S`…. */
export function optionedBody(prefix: string, overrides: Partial<ProductCreateBody> = {}): ProductCreateBody {
  return {
    title: `${prefix} jug`,
    options: [
      { name: 'Colour', values: ['Blue', 'Green'] },
      { name: 'Size', values: ['S', 'M'] },
    ],
    skus: [
      { code: `${prefix}-B-S`, optionValues: ['Blue', 'S'], price: 1000 },
      { code: `${prefix}-B-M`, optionValues: ['Blue', 'M'], price: 1200 },
      { code: `${prefix}-G-S`, optionValues: ['Green', 'S'], price: 1000 },
    ],
    ...overrides,
  };
}

/** Products through the API as one staff member. */
export function productApi(api: ReturnType<typeof apiAs>) {
  const item = (id: number) => pathOf(productPaths.item, { id });
  return {
    item,
    async create(body: ProductCreateBody): Promise<ProductDetail> {
      const res = await api.post(productPaths.list, body);
      expect(res.json()).toMatchObject({ code: 20000 });
      return res.json().data;
    },
    async get(id: number): Promise<ProductDetail> {
      const res = await api.get(item(id));
      expect(res.statusCode).toBe(200);
      return res.json().data;
    },
    async list(query: Record<string, string | number> = {}): Promise<ProductListData> {
      const res = await api.get(productPaths.list, query);
      expect(res.json()).toMatchObject({ code: 20000 });
      return res.json().data;
    },
    status(id: number, to: string, version: number) {
      return api.post(pathOf(productPaths.status, { id }), { to, version });
    },
    /** Moves a product to `to` and answers it as it is now. */
    async moveTo(product: ProductDetail, to: string): Promise<ProductDetail> {
      const res = await api.post(pathOf(productPaths.status, { id: product.id }), {
        to,
        version: product.version,
      });
      expect(res.json()).toMatchObject({ code: 20000 });
      return res.json().data;
    },
  };
}

/** Puts `quantity` units of a SKU on the shelf, as a stock adjustment (reason `received`) would. */
export async function receiveStock(db: Db, skuId: number, quantity: number, reserve = 0): Promise<void> {
  await db.transaction(async (tx) => {
    await applyStockChange(tx, {
      skuId,
      type: 'ADJUSTMENT',
      reason: 'received',
      deltaOnHand: quantity,
      deltaReserved: 0,
      actorId: null,
    });
    if (reserve > 0) {
      await applyStockChange(tx, {
        skuId,
        type: 'RESERVE',
        deltaOnHand: 0,
        deltaReserved: reserve,
        actorId: null,
      });
    }
  });
}

/** Posts `csv` as the multipart `file` a browser's FormData would send. */
export function postCsv(app: App, token: string, url: string, csv: string | Buffer) {
  const bytes = typeof csv === 'string' ? Buffer.from(csv) : csv;
  const { payload, headers } = multipartBody(bytes, { filename: 'products.csv', contentType: 'text/csv' });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-token': token } });
}

/** CSV text from rows of cells (quoted where needed); the first row is the header. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\n')}\n`;
}
