import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productOption, productSku, productSpu } from '../../db/schema.js';
import { productsStillAt, recordUndone } from './product-batches.js';
import { type ImportUndo, insertOptions } from './product-import-apply.js';
import { retireSkus } from './product-sku-writes.js';
import { inIds, jsonb } from './product-sql.js';

/**
 * Takes back what one batch of an import wrote, when a later batch of the same import fails, on
 * the products still at the version it left them (productsStillAt): one edited since keeps the
 * edit and what the import gave it. On the others, the SKUs it updated get their columns back,
 * the options it replaced return, and its new SKUs and products go: deleted when nothing refers
 * to them, retired (soft-deleted, as the product page removes a SKU) when an order or a stock
 * movement already does. A product one of whose new SKUs holds stock (received meanwhile) counts
 * as moved on: retiring stock would hide it. The batch's audit rows stay, with compensating rows.
 * Versions move on (never back): an edit form opened on the imported state must reload.
 */
export async function undoImport(tx: Db, undo: ImportUndo): Promise<void> {
  const stocked = await productsWithStockedSkus(tx, undo.addedSkuIds);
  const restored = await productsStillAt(
    tx,
    [...undo.bumped, ...undo.createdSpuIds.map((id) => ({ id, version: 1 }))].filter(
      (w) => !stocked.has(w.id),
    ),
  );
  if (restored.length === 0) return;
  const mine = new Set(restored);
  const created = undo.createdSpuIds.filter((id) => mine.has(id));
  await putSkusBack(
    tx,
    undo.skusBefore.filter((s) => mine.has(s.spuId)),
  );
  const optionsOf = [...undo.optionsOf.filter((id) => mine.has(id)), ...created];
  if (optionsOf.length > 0) await tx.delete(productOption).where(inIds(productOption.spuId, optionsOf));
  await insertOptions(
    tx,
    undo.optionsBefore.filter((o) => mine.has(o.spuId)),
  );
  await removeSkus(tx, undo.addedSkuIds, restored);
  await removeProducts(tx, created);
  await recordUndone(tx, undo.actor, undo.auditIds, restored);
}

async function productsWithStockedSkus(tx: Db, skuIds: readonly number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: productSku.spuId })
    .from(productSku)
    .where(and(inIds(productSku.id, skuIds), sql`(${productSku.onHand} > 0 OR ${productSku.reserved} > 0)`));
  return new Set(rows.map((r) => r.id));
}

/**
 * The updated SKUs' columns as they were, on those still at the version the batch left them:
 * one more than they were read at, as the batch had them locked.
 */
async function putSkusBack(tx: Db, skusBefore: ImportUndo['skusBefore']): Promise<void> {
  if (skusBefore.length === 0) return;
  const rows = skusBefore.map((s) => ({
    id: s.id,
    written: s.version + 1,
    price: s.price,
    compareAtPrice: s.compareAtPrice,
    cost: s.cost,
    weightGrams: s.weightGrams,
    status: s.status,
    lowStockThreshold: s.lowStockThreshold,
  }));
  await tx.execute(sql`
    UPDATE product_sku s SET price = v.price, compare_at_price = v."compareAtPrice", cost = v.cost,
      weight_g = v."weightGrams", status = v.status, low_stock_threshold = v."lowStockThreshold",
      version = s.version + 1, updated_at = now()
    FROM jsonb_to_recordset(${jsonb(rows)}) AS v(id int, written int, price bigint, "compareAtPrice" bigint,
      cost bigint, "weightGrams" int, status text, "lowStockThreshold" int)
    WHERE s.id = v.id AND s.version = v.written AND ${inIds(
      sql`s.id`,
      rows.map((r) => r.id),
    )}`);
}

/** The batch's new SKUs on these products: deleted when nothing refers to them, else retired. */
async function removeSkus(tx: Db, skuIds: readonly number[], spuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  const ours = and(inIds(productSku.id, skuIds), inIds(productSku.spuId, spuIds));
  await tx
    .delete(productSku)
    .where(
      and(
        ours,
        sql`NOT EXISTS (SELECT 1 FROM order_line l WHERE l.sku_id = ${productSku.id})`,
        sql`NOT EXISTS (SELECT 1 FROM stock_movement m WHERE m.sku_id = ${productSku.id})`,
      ),
    );
  await retireSkus(tx, ours as SQL);
}

/** The batch's new products: deleted when no SKU or order line refers to them, else soft-deleted. */
async function removeProducts(tx: Db, spuIds: readonly number[]): Promise<void> {
  if (spuIds.length === 0) return;
  await tx
    .delete(productSpu)
    .where(
      and(
        inIds(productSpu.id, spuIds),
        sql`NOT EXISTS (SELECT 1 FROM product_sku s WHERE s.spu_id = ${productSpu.id})`,
        sql`NOT EXISTS (SELECT 1 FROM order_line l WHERE l.product_id = ${productSpu.id})`,
      ),
    );
  await tx
    .update(productSpu)
    .set({ deletedAt: sql`now()` })
    .where(and(inIds(productSpu.id, spuIds), sql`${productSpu.deletedAt} IS NULL`));
}
