import { applyStockChange } from '../areas/inventory/stock.service.js';
import type { Db } from '../db/client.js';
import { productSku, productSpu } from '../db/schema.js';

/**
 * Products and SKUs written straight into the tables, for tests of areas that need a catalogue
 * (inventory, orders) without going through the product API. Stock arrives as a real
 * `received` adjustment, so the ledger and the balances agree from the start.
 */
export interface SkuSeed {
  code: string;
  price?: number;
  onHand?: number;
  lowStockThreshold?: number | null;
  optionValues?: string[];
}

export async function insertProduct(
  db: Db,
  product: { title: string; status?: 'DRAFT' | 'ON_SALE' | 'OFF_SALE' | 'ARCHIVED'; skus: SkuSeed[] },
): Promise<{ productId: number; skuIds: number[] }> {
  return db.transaction(async (tx) => {
    const [spu] = await tx
      .insert(productSpu)
      .values({ title: product.title, status: product.status ?? 'ON_SALE' })
      .returning({ id: productSpu.id });
    if (!spu) throw new Error('product insert returned no row');
    const skuIds: number[] = [];
    for (const sku of product.skus) {
      const [row] = await tx
        .insert(productSku)
        .values({
          spuId: spu.id,
          code: sku.code,
          optionValues: sku.optionValues ?? [],
          price: sku.price ?? 1000,
          lowStockThreshold: sku.lowStockThreshold ?? null,
        })
        .returning({ id: productSku.id });
      if (!row) throw new Error('sku insert returned no row');
      skuIds.push(row.id);
      if (sku.onHand) {
        await applyStockChange(tx, {
          skuId: row.id,
          type: 'ADJUSTMENT',
          reason: 'received',
          deltaOnHand: sku.onHand,
          deltaReserved: 0,
          actorId: null,
        });
      }
    }
    return { productId: spu.id, skuIds };
  });
}
