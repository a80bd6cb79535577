import type { ProductOption, skuInput } from '@shop/contract/areas/product';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { productOption, productSku } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import { canonicalValues } from './product-checks.js';
import type { SkuRow } from './product-detail.table.js';

/**
 * The writes under a product: its options (replaced whole) and its SKUs (kept by id, added,
 * or removed when their stock is zero). Callers run them in their transaction.
 */

type SkuFields = z.output<typeof skuInput>;

/** The SET columns every SKU edit adds (who made it is on its product's audit row). */
export function nextSkuVersion() {
  return { updatedAt: sql`now()`, version: sql`${productSku.version} + 1` };
}

/** Soft-deletes the live SKUs `where` picks (their codes become free; their ledger stays); answers their ids. */
export async function retireSkus(tx: Db, where: SQL): Promise<number[]> {
  const retired = await tx
    .update(productSku)
    .set({ deletedAt: sql`now()`, ...nextSkuVersion() })
    .where(and(where, isNull(productSku.deletedAt)))
    .returning({ id: productSku.id });
  return retired.map((r) => r.id);
}

export async function replaceOptions(tx: Db, spuId: number, options: readonly ProductOption[]) {
  await tx.delete(productOption).where(eq(productOption.spuId, spuId));
  if (options.length === 0) return;
  await tx
    .insert(productOption)
    .values(options.map((o, position) => ({ spuId, position, name: o.name, values: o.values })));
}

function skuColumns(sku: SkuFields, options: readonly ProductOption[]) {
  return {
    code: sku.code,
    optionValues: canonicalValues(options, sku.optionValues),
    price: sku.price,
    compareAtPrice: sku.compareAtPrice,
    cost: sku.cost,
    weightGrams: sku.weightGrams,
    imageId: sku.imageId,
    status: sku.status,
    lowStockThreshold: sku.lowStockThreshold,
  };
}

/** True when the edit changes one of the SKU's columns (an untouched SKU keeps its version). */
function changed(before: SkuRow, after: ReturnType<typeof skuColumns>): boolean {
  return Object.entries(after).some(([key, value]) => {
    const was = before[key as keyof typeof after];
    return Array.isArray(value) ? JSON.stringify(value) !== JSON.stringify(was) : value !== was;
  });
}

/** New SKUs start with no stock: stock arrives only through inventory adjustments. */
export async function insertSkus(
  tx: Db,
  spuId: number,
  skus: readonly SkuFields[],
  options: readonly ProductOption[],
): Promise<void> {
  if (skus.length === 0) return;
  await tx.insert(productSku).values(skus.map((s) => ({ ...skuColumns(s, options), spuId })));
}

/** Each listed id must be one of the product's live SKUs, once (400 on `skus.N.id`); the ids kept. */
export function assertOwnSkus(current: readonly SkuRow[], wanted: readonly SkuFields[]): Set<number> {
  const own = new Set(current.map((s) => s.id));
  const seen = new Set<number>();
  wanted.forEach((sku, index) => {
    if (sku.id === undefined) return;
    if (!own.has(sku.id) || seen.has(sku.id)) {
      throw invalidField(['skus', index, 'id'], 'product.notOwnSku');
    }
    seen.add(sku.id);
  });
  return seen;
}

/**
 * Makes the product's live SKUs what the edit lists. `current` are its live SKUs, locked by the
 * caller. A listed id must be one of them (400 on `skus.N.id`); one left out is soft-deleted,
 * which needs its stock at zero (400 on `skus` naming it), so its ledger still adds up.
 */
export async function syncSkus(
  tx: Db,
  spuId: number,
  current: readonly SkuRow[],
  wanted: readonly SkuFields[],
  options: readonly ProductOption[],
): Promise<void> {
  const byId = new Map(current.map((s) => [s.id, s]));
  const seen = assertOwnSkus(current, wanted);
  const removed = current.filter((s) => !seen.has(s.id));
  const stocked = removed.find((s) => s.onHand > 0 || s.reserved > 0);
  if (stocked) throw invalidField(['skus'], 'product.skuHasStock', { code: stocked.code });
  if (removed.length > 0) {
    await retireSkus(
      tx,
      inArray(
        productSku.id,
        removed.map((s) => s.id),
      ),
    );
  }
  // Codes may swap between two kept SKUs; parking the changed ones on a code no user can type
  // ('#' is outside the code alphabet) keeps the live-code unique index happy in between.
  const renamed = wanted.flatMap((s) =>
    s.id !== undefined && byId.get(s.id)?.code !== s.code ? [s.id] : [],
  );
  if (renamed.length > 0) {
    await tx
      .update(productSku)
      .set({ code: sql`'#' || ${productSku.id}::text` })
      .where(inArray(productSku.id, renamed));
  }
  for (const sku of wanted) {
    const before = sku.id === undefined ? undefined : byId.get(sku.id);
    if (!before || !changed(before, skuColumns(sku, options))) continue;
    await tx
      .update(productSku)
      .set({ ...skuColumns(sku, options), ...nextSkuVersion() })
      .where(eq(productSku.id, before.id));
  }
  await insertSkus(
    tx,
    spuId,
    wanted.filter((s) => s.id === undefined),
    options,
  );
}

/** The SKU columns the audit trail keeps (no stock: the stock ledger records that). */
export function skuSnapshot(sku: SkuRow) {
  return {
    id: sku.id,
    code: sku.code,
    optionValues: sku.optionValues,
    price: sku.price,
    compareAtPrice: sku.compareAtPrice,
    cost: sku.cost,
    weightGrams: sku.weightGrams,
    imageId: sku.imageId,
    status: sku.status,
    lowStockThreshold: sku.lowStockThreshold,
  };
}
