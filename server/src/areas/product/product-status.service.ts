import type { ProductDetail, ProductStatus } from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSku, productSpu } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Actor, recordAudits } from '../../http/audit.js';
import { nextVersion, staleOrMissing } from '../../http/stale-version.js';
import { getProductDetail, versionedProduct } from './product-detail.table.js';
import { refusalOf } from './product-problem.js';
import { deleteRefusal, moveRefusal, type ProductFacts, productFacts } from './product-rules.js';
import { retireSkus } from './product-sku-writes.js';
import { inIds } from './product-sql.js';

const idsOf = (products: readonly ProductFacts[]) => products.map((p) => p.id);

/**
 * Moving products along their life cycle and deleting them, one at a time (the product page) or
 * many (bulk actions): both decide with product-rules.ts on locked rows and write here.
 */

/**
 * Sets the status of products whose facts allow it, in one statement whatever their number (a
 * bulk action on 500 products held the embedded database for a second a statement at a time);
 * one audit row each, whose ids it answers.
 */
export async function writeStatus(
  tx: Db,
  actor: Actor,
  products: readonly ProductFacts[],
  to: ProductStatus,
): Promise<number[]> {
  if (products.length === 0) return [];
  await tx
    .update(productSpu)
    .set({ status: to, ...nextVersion(versionedProduct, actor.staffUserId) })
    .where(inIds(productSpu.id, idsOf(products)));
  return recordAudits(
    tx,
    products.map((product) => ({
      actor,
      action: 'status',
      entity: 'product_spu',
      entityId: product.id,
      before: { status: product.status, version: product.version },
      after: { status: to, version: product.version + 1 },
    })),
  );
}

/**
 * Soft-deletes products and their live SKUs (freeing their codes) at the same instant; the SKUs'
 * stock ledger stays. One audit row each. Answers the SKUs retired and the audit rows.
 */
export async function writeDelete(tx: Db, actor: Actor, products: readonly ProductFacts[]) {
  if (products.length === 0) return { skuIds: [], auditIds: [] };
  const skuIds = await retireSkus(tx, inIds(productSku.spuId, idsOf(products)));
  await tx
    .update(productSpu)
    .set({ deletedAt: sql`now()`, ...nextVersion(versionedProduct, actor.staffUserId) })
    .where(inIds(productSpu.id, idsOf(products)));
  const auditIds = await recordAudits(
    tx,
    products.map((product) => ({
      actor,
      action: 'delete',
      entity: 'product_spu',
      entityId: product.id,
      before: { title: product.title, status: product.status, version: product.version },
      after: null,
    })),
  );
  return { skuIds, auditIds };
}

/**
 * Locks one live product and reads its facts at `version`: a 404 when it is missing or deleted,
 * undefined when the version is stale (the caller answers 409 after its transaction).
 */
async function lockedAtVersion(tx: Db, id: number, version: number): Promise<ProductFacts | undefined> {
  const [product] = await productFacts(tx, [id], true);
  if (!product) throw notFound('product.notFound');
  return product.version === version ? product : undefined;
}

/** 42203 when the life cycle does not allow the move, or a product without a priced SKU would go on sale. */
export async function changeStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: { to: ProductStatus; version: number },
): Promise<ProductDetail> {
  const done = await db.transaction(async (tx) => {
    const product = await lockedAtVersion(tx, id, body.version);
    if (!product) return false;
    const refusal = moveRefusal(product, body.to);
    if (refusal) throw refusalOf(Codes.ILLEGAL_TRANSITION, refusal);
    await writeStatus(tx, actor, [product], body.to);
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedProduct, id);
  return getProductDetail(db, id);
}

/** 42203 while the product is on sale or one of its SKUs holds stock. */
export async function deleteProduct(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const product = await lockedAtVersion(tx, id, version);
    if (!product) return false;
    const refusal = deleteRefusal(product);
    if (refusal) throw refusalOf(Codes.ILLEGAL_TRANSITION, refusal);
    await writeDelete(tx, actor, [product]);
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedProduct, id);
}
