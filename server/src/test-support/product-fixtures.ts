import { api, type OperationId } from '@shop/contract/api';
import type {
  ProductCreateBody,
  ProductDetail,
  ProductListData,
  ProductStatus,
} from '@shop/contract/areas/product';
import { fillPath } from '@shop/contract/endpoint';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { applyStockChange } from '../areas/inventory/stock.service.js';
import type { Db } from '../db/client.js';
import type { Caller } from './harness.js';
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

/** Products through the API as one staff member; each helper but `status` expects success. */
export function productApi(caller: Caller) {
  return {
    create: (body: ProductCreateBody): Promise<ProductDetail> => caller.ok('createProduct', { body }),
    get: (id: number): Promise<ProductDetail> => caller.ok('getProduct', { params: { id } }),
    /** A page of the list; the query as the URL would carry it (`{ isNew: 'true' }`). */
    async list(query: Record<string, string | number> = {}): Promise<ProductListData> {
      const res = await caller.call('listProducts', { query });
      expect(res.json()).toMatchObject({ code: 20000 });
      return res.json().data;
    },
    /** The raw answer of a status move (for refusals). */
    status: (id: number, to: string, version: number) =>
      caller.call('changeProductStatus', { params: { id }, body: { to, version } }),
    /** Moves a product to `to` and answers it as it is now. */
    moveTo: (product: ProductDetail, to: ProductStatus): Promise<ProductDetail> =>
      caller.ok('changeProductStatus', {
        params: { id: product.id },
        body: { to, version: product.version },
      }),
    /** Deletes a product at `version` (raw answer). */
    remove: (id: number, version: number) =>
      caller.call('deleteProduct', { params: { id }, query: { version } }),
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

/** Posts `csv` to an import endpoint as the multipart `file` a browser's FormData would send. */
export function postCsv(
  app: App,
  token: string,
  operation: Extract<OperationId, 'productImport' | 'productImportDryRun'>,
  csv: string | Buffer,
) {
  const bytes = typeof csv === 'string' ? Buffer.from(csv) : csv;
  const { payload, headers } = multipartBody(bytes, { filename: 'products.csv', contentType: 'text/csv' });
  const url = fillPath(api[operation].path, {});
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
