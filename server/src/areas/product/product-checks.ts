import type { productFields } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { mediaAsset, productSku } from '../../db/schema.js';
import { invalidField, refuse } from '../../http/app-error.js';
import { categoryExists } from './product-category.table.js';

/**
 * What only the server can check about a product form: the category and images exist, and no
 * other product's live SKU uses one of its codes. Each failure is a 400 on the field the form
 * shows it under.
 */

export type ProductFields = z.output<typeof productFields>;

export async function assertReferencesExist(db: Db, body: ProductFields): Promise<void> {
  if (body.categoryId !== null && !(await categoryExists(db, body.categoryId))) {
    throw invalidField(['categoryId'], 'product.categoryNotFound');
  }
  const skuImages = body.skus.map((s) => s.imageId).filter((id): id is number => id !== null);
  const wanted = [...new Set([...body.imageIds, ...skuImages])];
  if (wanted.length === 0) return;
  const found = await db.select({ id: mediaAsset.id }).from(mediaAsset).where(inArray(mediaAsset.id, wanted));
  const known = new Set(found.map((r) => r.id));
  const missingImage = body.imageIds.findIndex((id) => !known.has(id));
  if (missingImage >= 0) throw invalidField(['imageIds', missingImage], 'product.imageNotFound');
  const missingSkuImage = body.skus.findIndex((s) => s.imageId !== null && !known.has(s.imageId));
  if (missingSkuImage >= 0) throw invalidField(['skus', missingSkuImage, 'imageId'], 'product.imageNotFound');
}

/**
 * 400 on the first SKU whose code a live SKU of another product has (any case). The product's
 * own SKUs do not count: they are kept, renamed or removed by the same edit.
 */
export async function assertCodesFree(
  db: Db,
  skus: readonly { code: string }[],
  ownProductId: number | null,
): Promise<void> {
  const codes = skus.map((s) => s.code.toLowerCase());
  const taken = await db
    .select({ code: sql<string>`lower(${productSku.code})` })
    .from(productSku)
    .where(
      and(
        isNull(productSku.deletedAt),
        inArray(sql`lower(${productSku.code})`, codes),
        ownProductId === null ? undefined : ne(productSku.spuId, ownProductId),
      ),
    );
  const takenCodes = new Set(taken.map((r) => r.code));
  const index = codes.findIndex((c) => takenCodes.has(c));
  if (index >= 0) throw invalidField(['skus', index, 'code'], 'product.skuCodeTaken');
}

/**
 * Runs a write, turning the live-code unique index into a 400: another request took a code
 * between the check above and the insert.
 */
export async function codesChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === 'product_sku_code_live_key') {
      throw invalidField(['skus'], 'product.skuCodeTaken');
    }
    throw error;
  }
}

/** True when a SKU list has what a product on sale needs: an active SKU with a price. */
export function hasPricedActiveSku(skus: readonly { status: string; price: number }[]): boolean {
  return skus.some((s) => s.status === 'ACTIVE' && s.price > 0);
}

/** An edit may not take a product on sale out of the state it needed to go on sale. */
export function assertStillSellable(status: string, skus: readonly { status: string; price: number }[]) {
  if (status === 'ON_SALE' && !hasPricedActiveSku(skus)) {
    throw refuse(Codes.ILLEGAL_TRANSITION, 'product.publishNeedsPricedSku');
  }
}

/** The option values a SKU names, spelled as its product's options spell them ("blue" → "Blue"). */
export function canonicalValues(
  options: readonly { values: readonly string[] }[],
  values: readonly string[],
): string[] {
  return values.map(
    (value, i) => options[i]?.values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value,
  );
}
