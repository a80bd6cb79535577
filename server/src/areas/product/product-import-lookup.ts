import { setImmediate } from 'node:timers/promises';
import { combinationKey } from '@shop/contract/areas/product';
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productOption, productSku, productSpu } from '../../db/schema.js';
import { categoryPaths } from './product-category.table.js';
import { pathKey } from './product-csv-values.js';
import type { ImportRow } from './product-import-rows.js';
import { inIds, inTexts } from './product-sql.js';

/**
 * What an import needs to know from the database, read in a few queries for the whole file:
 * the live SKUs its codes name, the live products its titles name (with their options and SKUs),
 * and the category paths.
 */

export interface ExistingProduct {
  id: number;
  title: string;
  status: string;
  /** The version read: an import applies only if it is still the product's (else it plans again). */
  version: number;
  options: { name: string; values: string[] }[];
  skus: { id: number; status: string; price: number; combo: string }[];
}

export interface ImportLookup {
  /** Live SKUs by lower-case code. */
  skuByCode: Map<string, { id: number; spuId: number; code: string }>;
  /** Live products by lower-case title; more than one means the title is ambiguous. */
  productsByTitle: Map<string, ExistingProduct[]>;
  /** Every product above, and every product of a SKU above, by id. */
  products: Map<number, ExistingProduct>;
  /** Category ids by `pathKey` of their path. */
  categoryByPath: Map<string, number>;
}

/**
 * Awaits a read, then lets the event loop turn: the embedded database answers through promises
 * alone, so a chain of reads would hold every other request until its end.
 */
async function read<T>(query: PromiseLike<T>): Promise<T> {
  const rows = await query;
  await setImmediate();
  return rows;
}

/** Keys per lookup read: 5,000 codes in one read held the embedded database for 70-80 ms. */
const KEYS_PER_READ = 500;

/** One read per KEYS_PER_READ keys, a turn of the event loop after each; the rows of all. */
async function readInChunks<K, R>(keys: readonly K[], query: (chunk: K[]) => PromiseLike<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let at = 0; at < keys.length; at += KEYS_PER_READ) {
    rows.push(...(await read(query(keys.slice(at, at + KEYS_PER_READ)))));
  }
  return rows;
}

export async function lookUp(db: Db, rows: readonly ImportRow[]): Promise<ImportLookup> {
  const codes = [...new Set(rows.map((r) => r.code.toLowerCase()).filter(Boolean))];
  const titles = [...new Set(rows.map((r) => r.title.toLowerCase()).filter(Boolean))];
  const skus = await readInChunks(codes, (chunk) =>
    db
      .select({ id: productSku.id, spuId: productSku.spuId, code: productSku.code })
      .from(productSku)
      .where(and(isNull(productSku.deletedAt), inTexts(sql`lower(${productSku.code})`, chunk))),
  );
  const titled = await readInChunks(titles, (chunk) =>
    db
      .select({ id: productSpu.id })
      .from(productSpu)
      .where(and(isNull(productSpu.deletedAt), inTexts(sql`lower(${productSpu.title})`, chunk))),
  );
  const ids = [...new Set([...titled.map((p) => p.id), ...skus.map((s) => s.spuId)])];
  const products = await loadProducts(db, ids);
  const productsByTitle = new Map<string, ExistingProduct[]>();
  for (const { id } of titled) {
    const product = products.get(id);
    if (!product) continue;
    const key = product.title.toLowerCase();
    productsByTitle.set(key, [...(productsByTitle.get(key) ?? []), product]);
  }
  const categoryByPath = new Map<string, number>();
  for (const [id, path] of await read(categoryPaths(db))) categoryByPath.set(pathKey(path), id);
  return {
    skuByCode: new Map(skus.map((s) => [s.code.toLowerCase(), s])),
    productsByTitle,
    products,
    categoryByPath,
  };
}

/** Groups rows by their product id. */
function bySpu<T extends { spuId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.spuId);
    if (group) group.push(row);
    else groups.set(row.spuId, [row]);
  }
  return groups;
}

async function loadProducts(db: Db, ids: number[]): Promise<Map<number, ExistingProduct>> {
  if (ids.length === 0) return new Map();
  // One after the other: inside a transaction they share one connection.
  const spus = await readInChunks(ids, (chunk) =>
    db
      .select({
        id: productSpu.id,
        title: productSpu.title,
        status: productSpu.status,
        version: productSpu.version,
      })
      .from(productSpu)
      .where(and(inIds(productSpu.id, chunk), isNull(productSpu.deletedAt))),
  );
  const options = await readInChunks(ids, (chunk) =>
    db
      .select({ spuId: productOption.spuId, name: productOption.name, values: productOption.values })
      .from(productOption)
      .where(inIds(productOption.spuId, chunk))
      .orderBy(asc(productOption.spuId), asc(productOption.position)),
  );
  const skus = await readInChunks(ids, (chunk) =>
    db
      .select({
        id: productSku.id,
        spuId: productSku.spuId,
        status: productSku.status,
        price: productSku.price,
        optionValues: productSku.optionValues,
      })
      .from(productSku)
      .where(and(inIds(productSku.spuId, chunk), isNull(productSku.deletedAt))),
  );
  const optionsOf = bySpu(options);
  const skusOf = bySpu(skus);
  return new Map(
    spus.map((spu) => [
      spu.id,
      {
        ...spu,
        options: (optionsOf.get(spu.id) ?? []).map(({ name, values }) => ({ name, values })),
        skus: (skusOf.get(spu.id) ?? []).map((s) => ({
          id: s.id,
          status: s.status,
          price: s.price,
          combo: combinationKey(s.optionValues),
        })),
      },
    ]),
  );
}
