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
import {
  chunksOf,
  productsStillAt,
  recordUndone,
  type WrittenVersion,
  writeInBatches,
} from './product-batches.js';
import { hasPricedActiveSku } from './product-checks.js';
import { versionedProduct } from './product-detail.table.js';
import { lockProducts } from './product-rules.js';
import { inIds, jsonb } from './product-sql.js';

/**
 * Sets, or shifts by a percentage, the price or compare-at price of every live SKU of many live
 * products. Only SKUs whose amount actually moves are listed (and written); a compare-at price
 * that was empty stays empty under a percentage. A real run writes batches of PRICE_BATCH
 * products, a few set-based statements each (product-batches.ts: a refusal in one leaves
 * nothing written but the edits others made in between), bumping each touched product's version
 * (an edit form open on it must not save the old prices back) with one audit row per product
 * listing its SKUs' before and after.
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

/** Products per transaction on PGlite (product-batches.ts): about 200 SKUs at four each. */
const PRICE_BATCH = 50;

const columnOf = (body: PriceBody) => (body.field === 'price' ? productSku.price : productSku.compareAtPrice);

/**
 * Sets each SKU's amount in one statement, only where the SKU is at `version` when one is given
 * (an undo); `version` moves on either way. Answers the SKUs written and the version each is at.
 */
async function setAmounts(
  tx: Db,
  body: PriceBody,
  amounts: { id: number; amount: number | null; version?: number }[],
): Promise<WrittenVersion[]> {
  if (amounts.length === 0) return [];
  const written = await tx.execute(sql`
    UPDATE product_sku s SET ${sql.identifier(columnOf(body).name)} = v.amount, version = s.version + 1,
      updated_at = now()
    FROM jsonb_to_recordset(${jsonb(amounts)}) AS v(id int, amount bigint, version int)
    WHERE s.id = v.id AND (v.version IS NULL OR s.version = v.version) AND ${inIds(
      sql`s.id`,
      amounts.map((a) => a.id),
    )}
    RETURNING s.id, s.version`);
  return (written as unknown as { rows: WrittenVersion[] }).rows.map((r) => ({
    id: Number(r.id),
    version: Number(r.version),
  }));
}

/** Locks these products, checks and writes their new amounts; answers the changes, versions and audit rows. */
async function writePrices(tx: Db, actor: Actor, body: PriceBody, ids: number[]) {
  await lockProducts(tx, ids);
  const rows = await skusOf(tx, ids);
  const changes = changesOf(body, rows);
  assertProductsStaySellable(body, rows, changes);
  const skuVersions = await setAmounts(
    tx,
    body,
    changes.map((c) => ({ id: c.skuId, amount: c.after })),
  );
  const byProduct = new Map<number, Change[]>();
  for (const c of changes) byProduct.set(c.productId, [...(byProduct.get(c.productId) ?? []), c]);
  const touched = [...byProduct.keys()];
  const productVersions =
    touched.length > 0
      ? await tx
          .update(productSpu)
          .set(nextVersion(versionedProduct, actor.staffUserId))
          .where(inIds(productSpu.id, touched))
          .returning({ id: productSpu.id, version: productSpu.version })
      : [];
  const column = columnOf(body).name;
  const amountsOf = (mine: Change[], key: 'before' | 'after') =>
    mine.map((c) => ({ skuId: c.skuId, code: c.skuCode, amount: c[key] }));
  const auditIds = await recordAudits(
    tx,
    [...byProduct].map(([productId, mine]) => ({
      actor,
      action: 'bulk-price',
      entity: 'product_spu',
      entityId: productId,
      before: { [column]: amountsOf(mine, 'before') },
      after: { [column]: amountsOf(mine, 'after') },
    })),
  );
  return { changes, skuVersions, productVersions, auditIds };
}

/**
 * Puts a batch's amounts back when a later batch fails, on the products and SKUs still at the
 * version it wrote (productsStillAt); versions move on (open forms must reload).
 */
async function undoPrices(
  tx: Db,
  actor: Actor,
  body: PriceBody,
  done: Awaited<ReturnType<typeof writePrices>>,
) {
  const restored = new Set(await productsStillAt(tx, done.productVersions));
  const skuVersion = new Map(done.skuVersions.map((w) => [w.id, w.version]));
  await setAmounts(
    tx,
    body,
    done.changes
      .filter((c) => restored.has(c.productId))
      .map((c) => ({ id: c.skuId, amount: c.before, version: skuVersion.get(c.skuId) ?? 0 })),
  );
  await recordUndone(tx, actor, done.auditIds, [...restored]);
}

export async function runBulkPrice(db: Db, actor: Actor, body: PriceBody): Promise<ProductBulkPriceData> {
  if (body.dryRun) {
    const rows = await skusOf(db, body.ids);
    const changes = changesOf(body, rows);
    assertProductsStaySellable(body, rows, changes);
    return { changes, dryRun: true };
  }
  const written = await writeInBatches(
    db,
    // In id order, so the batches' changes joined are in the order one run lists them.
    chunksOf(
      [...body.ids].sort((x, y) => x - y),
      PRICE_BATCH,
    ),
    (tx, ids) => writePrices(tx, actor, body, ids),
    (tx, done) => undoPrices(tx, actor, body, done),
  );
  return { changes: written.flatMap((w) => w.changes), dryRun: false };
}
