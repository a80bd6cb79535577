import {
  type ProductBulkPriceData,
  type productBulkPriceBody,
  shiftedPrice,
} from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { productSku, productSpu } from '../../db/schema.js';
import { refuse } from '../../http/app-error.js';
import { type Actor, recordAudits } from '../../http/audit.js';
import { nextVersion } from '../../http/stale-version.js';
import { hasPricedActiveSku } from './product-checks.js';
import { versionedProduct } from './product-detail.table.js';
import { lockProducts } from './product-rules.js';
import { inIds, jsonb } from './product-sql.js';

/**
 * Sets, or shifts by a percentage, the price or compare-at price of every live SKU of many live
 * products. Only SKUs whose amount actually moves are listed (and written); a compare-at price
 * that was empty stays empty under a percentage. A real run writes in one transaction of a few
 * set-based statements, bumping each touched product's version (an edit form open on it must not
 * save the old prices back) with one audit row per product listing its SKUs' before and after.
 */

type PriceBody = z.output<typeof productBulkPriceBody>;
type Change = ProductBulkPriceData['changes'][number];

function skusOf(db: Db, ids: readonly number[]) {
  return db
    .select({
      skuId: productSku.id,
      skuCode: productSku.code,
      productId: productSpu.id,
      productTitle: productSpu.title,
      productStatus: productSpu.status,
      productVersion: productSpu.version,
      optionValues: productSku.optionValues,
      status: productSku.status,
      price: productSku.price,
      compareAtPrice: productSku.compareAtPrice,
    })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(and(inIds(productSpu.id, ids), isNull(productSpu.deletedAt), isNull(productSku.deletedAt)))
    .orderBy(asc(productSpu.id), asc(productSku.id));
}

type SkuPriceRow = Awaited<ReturnType<typeof skusOf>>[number];

function changesOf(body: PriceBody, rows: SkuPriceRow[]): Change[] {
  return rows.flatMap((row) => {
    const before = body.field === 'price' ? row.price : row.compareAtPrice;
    const after = shiftedPrice(before, body);
    if (after === null || after === before) return [];
    const { skuId, skuCode, productId, productTitle, optionValues } = row;
    return [{ skuId, skuCode, productId, productTitle, optionValues, before, after }];
  });
}

/** A product on sale must keep an active SKU with a price (42203 naming it otherwise). */
function assertProductsStaySellable(body: PriceBody, rows: SkuPriceRow[], changes: Change[]) {
  if (body.field !== 'price') return;
  const newPrice = new Map(changes.map((c) => [c.skuId, c.after]));
  const onSale = new Set(rows.filter((r) => r.productStatus === 'ON_SALE').map((r) => r.productId));
  for (const productId of onSale) {
    const skus = rows
      .filter((r) => r.productId === productId)
      .map((r) => ({ status: r.status, price: newPrice.get(r.skuId) ?? r.price }));
    if (!hasPricedActiveSku(skus)) {
      const title = rows.find((r) => r.productId === productId)?.productTitle ?? '';
      throw refuse(Codes.ILLEGAL_TRANSITION, 'product.onSaleNeedsPricedSku', { title });
    }
  }
}

export async function runBulkPrice(db: Db, actor: Actor, body: PriceBody): Promise<ProductBulkPriceData> {
  if (body.dryRun) {
    const rows = await skusOf(db, body.ids);
    const changes = changesOf(body, rows);
    assertProductsStaySellable(body, rows, changes);
    return { changes, dryRun: true };
  }
  return db.transaction(async (tx) => {
    await lockProducts(tx, body.ids);
    const rows = await skusOf(tx, body.ids);
    const changes = changesOf(body, rows);
    assertProductsStaySellable(body, rows, changes);
    const column = body.field === 'price' ? productSku.price : productSku.compareAtPrice;
    if (changes.length > 0) {
      const amounts = changes.map((c) => ({ id: c.skuId, amount: c.after }));
      await tx.execute(sql`
        UPDATE product_sku s SET ${sql.identifier(column.name)} = v.amount, version = s.version + 1,
          updated_at = now()
        FROM jsonb_to_recordset(${jsonb(amounts)}) AS v(id int, amount bigint)
        WHERE s.id = v.id`);
    }
    const byProduct = new Map<number, Change[]>();
    for (const c of changes) byProduct.set(c.productId, [...(byProduct.get(c.productId) ?? []), c]);
    const touched = [...byProduct.keys()];
    if (touched.length > 0) {
      await tx
        .update(productSpu)
        .set(nextVersion(versionedProduct, actor.staffUserId))
        .where(inIds(productSpu.id, touched));
    }
    const amountsOf = (mine: Change[], key: 'before' | 'after') =>
      mine.map((c) => ({ skuId: c.skuId, code: c.skuCode, amount: c[key] }));
    await recordAudits(
      tx,
      [...byProduct].map(([productId, mine]) => ({
        actor,
        action: 'bulk-price',
        entity: 'product_spu',
        entityId: productId,
        before: { [column.name]: amountsOf(mine, 'before') },
        after: { [column.name]: amountsOf(mine, 'after') },
      })),
    );
    return { changes, dryRun: false };
  });
}
