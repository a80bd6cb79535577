import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productOption, productSku, productSpu } from '../../db/schema.js';
import { forgetAudits } from './product-batches.js';
import { type ImportUndo, insertOptions } from './product-import-apply.js';
import { inIds, jsonb } from './product-sql.js';

/**
 * Takes back what one batch of an import wrote, when a later batch of the same import fails:
 * its new SKUs and products are deleted (a new SKU has no stock yet: stock arrives only through
 * adjustments), the SKUs it updated get their columns back, the options it replaced return, and
 * its audit rows go, so the import leaves nothing done. Versions move on (never back): an edit
 * form opened on the imported state must reload.
 */
export async function undoImport(tx: Db, undo: ImportUndo): Promise<void> {
  await forgetAudits(tx, undo.auditIds);
  if (undo.addedSkuIds.length > 0) await tx.delete(productSku).where(inIds(productSku.id, undo.addedSkuIds));
  const optionsOf = [...undo.optionsOf, ...undo.createdSpuIds];
  if (optionsOf.length > 0) await tx.delete(productOption).where(inIds(productOption.spuId, optionsOf));
  await insertOptions(tx, undo.optionsBefore);
  if (undo.createdSpuIds.length > 0)
    await tx.delete(productSpu).where(inIds(productSpu.id, undo.createdSpuIds));
  if (undo.skusBefore.length > 0) {
    const rows = undo.skusBefore.map((s) => ({
      id: s.id,
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
      FROM jsonb_to_recordset(${jsonb(rows)}) AS v(id int, price bigint, "compareAtPrice" bigint, cost bigint,
        "weightGrams" int, status text, "lowStockThreshold" int)
      WHERE s.id = v.id AND ${inIds(
        sql`s.id`,
        rows.map((r) => r.id),
      )}`);
  }
  if (undo.bumped.length > 0) {
    await tx
      .update(productSpu)
      .set({ version: sql`${productSpu.version} + 1`, updatedAt: sql`now()` })
      .where(inIds(productSpu.id, undo.bumped));
  }
}
