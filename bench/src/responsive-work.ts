import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { timeExport } from './orders-export.js';

/**
 * The background work the responsiveness bench sets going, each through the real API as the
 * console would: a whole-shop order export read by a client, a CSV product import, and bulk
 * actions on the largest selection allowed. Each returns one line saying what it did.
 */

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** One API call as the signed-in admin; throws unless it answers 20000. */
export async function call<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 20000)
    throw new Error(`${method} ${path} answered ${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.data as T;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every order as CSV (no filters), read to its last byte; `expected` rows or it throws. */
export async function exportAllOrders(base: string, token: string, expected: number): Promise<string> {
  const figures = await timeExport(`${base}${api.exportOrders.path}`, token);
  if (figures.rows !== expected || figures.announced !== expected)
    throw new Error(
      `the export wrote ${figures.rows} rows (announced ${figures.announced}), not ${expected}`,
    );
  return `CSV, ${figures.rows} rows, ${(figures.bytes / 2 ** 20).toFixed(1)} MiB in ${seconds(figures.ms)}`;
}

/** A CSV of `rows` new single-SKU products, named by `run` so each run creates its own. */
export function importCsv(rows: number, run: string): string {
  const lines = ['product_title,sku_code,price,status'];
  for (let i = 1; i <= rows; i++)
    lines.push(`Bench import ${run} no. ${i},BIMP-${run}-${i},${10 + (i % 90)}.50,DRAFT`);
  return `${lines.join('\n')}\n`;
}

/** Imports `rows` new products through the multipart import endpoint. */
export async function importProducts(
  base: string,
  token: string,
  rows: number,
  run: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([importCsv(rows, run)], { type: 'text/csv' }), 'products.csv');
  const started = performance.now();
  const response = await fetch(`${base}${api.productImport.path}`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 20000)
    throw new Error(`the import answered ${response.status} ${envelope.code} ${envelope.message}`);
  const data = envelope.data as { rows: number; toCreate: number };
  return `${data.rows} rows (${data.toCreate} SKUs created) in ${seconds(performance.now() - started)}`;
}

/** Ids of the first `count` products of the list (newest first), pages of 100. */
export async function productIds(base: string, token: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const data = await call<{ items: { id: number }[] }>(
      base,
      token,
      'GET',
      `${api.listProducts.path}?page=${page}&pageSize=100`,
    );
    if (data.items.length === 0) break;
    ids.push(...data.items.map((p) => p.id));
  }
  return ids.slice(0, count);
}

/** `rounds` × (prices +1 %, unpublish, publish) on the same `ids`. */
export async function bulkActions(
  base: string,
  token: string,
  ids: number[],
  rounds: number,
): Promise<string> {
  const started = performance.now();
  let prices = 0;
  let statuses = 0;
  for (let round = 0; round < rounds; round++) {
    const priced = await call<{ changes: unknown[] }>(base, token, 'POST', api.bulkProductPrices.path, {
      ids,
      mode: 'percent',
      percent: 1,
    });
    prices += priced.changes.length;
    for (const action of ['unpublish', 'publish'] as const) {
      const done = await call<{ changed: unknown[] }>(base, token, 'POST', api.bulkProducts.path, {
        action,
        ids,
      });
      statuses += done.changed.length;
    }
  }
  return `${rounds} × (price +1 %, unpublish, publish) of ${ids.length} products: ${prices} SKU prices, ${statuses} status changes in ${seconds(performance.now() - started)}`;
}

/** Sets a system config key through the config API, at the version it was read. */
export async function setConfig(base: string, token: string, key: string, value: unknown): Promise<void> {
  const path = fillPath(api.updateConfig.path, { key });
  const entry = await call<Record<string, unknown>>(base, token, 'GET', path);
  const { version, valueType, category, label, description, isPublic } = entry;
  await call(base, token, 'PUT', path, { version, valueType, category, label, description, isPublic, value });
}
