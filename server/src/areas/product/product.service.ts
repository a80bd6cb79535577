import type { ProductDetail, productUpdateBody } from '@shop/contract/areas/product';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { productSpu } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import {
  assertCodesFree,
  assertReferencesExist,
  assertStillSellable,
  codesChecked,
  type ProductFields,
} from './product-checks.js';
import {
  getProductDetail,
  liveSkusOf,
  optionsOf,
  type SkuRow,
  versionedProduct,
} from './product-detail.table.js';
import { pinyinColumns } from './product-pinyin.js';
import { assertOwnSkus, insertSkus, replaceOptions, skuSnapshot, syncSkus } from './product-sku-writes.js';

/**
 * Creating and editing a product with its options and SKUs. Each is one transaction that writes
 * the product, its options, its SKUs and one audit row holding the whole product before and after.
 */

type ProductRow = typeof productSpu.$inferSelect;

/** The product columns a form sets. */
function productColumns(body: ProductFields) {
  return {
    title: body.title,
    ...pinyinColumns(body.title),
    subtitle: body.subtitle,
    categoryId: body.categoryId,
    descriptionHtml: sanitizeRichText(body.descriptionHtml),
    // The same image twice would show twice in the gallery: keep the first.
    imageIds: [...new Set(body.imageIds)],
    isNew: body.isNew,
    isRecommended: body.isRecommended,
    sort: body.sort,
  };
}

/** The whole product as the audit trail keeps it; `skus` when the caller has its live SKUs read already. */
async function productSnapshot(tx: Db, row: ProductRow, liveSkus?: readonly SkuRow[]) {
  const {
    updatedAt: _at,
    updatedBy: _by,
    createdAt: _created,
    deletedAt: _deleted,
    // Derived from the title, not something a person changed.
    searchPinyin: _pinyin,
    searchInitials: _initials,
    ...product
  } = row;
  const [options, skus] = await Promise.all([optionsOf(tx, row.id), liveSkus ?? liveSkusOf(tx, row.id)]);
  return { ...product, options, skus: skus.map(skuSnapshot) };
}

/** The product row locked for the rest of the transaction; a missing or deleted one is a 404. */
async function lockLiveProduct(tx: Db, id: number): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(productSpu)
    .where(and(eq(productSpu.id, id), isNull(productSpu.deletedAt)))
    .for('update');
  if (!row) throw notFound('product.notFound');
  return row;
}

/** A new product, always a DRAFT: going on sale is its own step. */
export async function createProduct(db: Db, actor: Actor, body: ProductFields): Promise<ProductDetail> {
  await assertReferencesExist(db, body);
  const id = await codesChecked(() =>
    db.transaction(async (tx) => {
      await assertCodesFree(tx, body.skus, null);
      const [created] = await tx
        .insert(productSpu)
        .values({ ...productColumns(body), status: 'DRAFT', updatedBy: actor.staffUserId })
        .returning();
      if (!created) throw new Error('product_spu insert returned no row');
      await replaceOptions(tx, created.id, body.options);
      await insertSkus(tx, created.id, body.skus, body.options);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'product_spu',
        entityId: created.id,
        before: null,
        after: await productSnapshot(tx, created),
      });
      return created.id;
    }),
  );
  return getProductDetail(db, id);
}

/** Replaces every field of a product at the version it was read at (409 when stale). */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof productUpdateBody>,
): Promise<ProductDetail> {
  const { version, ...fields } = body;
  await assertReferencesExist(db, fields);
  const done = await codesChecked(() =>
    db.transaction(async (tx) => {
      const before = await lockLiveProduct(tx, id);
      if (before.version !== version) return false;
      const current = await liveSkusOf(tx, id).for('update');
      const snapshotBefore = await productSnapshot(tx, before, current);
      assertOwnSkus(current, fields.skus);
      assertStillSellable(before.status, fields.skus);
      await assertCodesFree(tx, fields.skus, id);
      await syncSkus(tx, id, current, fields.skus, fields.options);
      await replaceOptions(tx, id, fields.options);
      const [after] = await tx
        .update(productSpu)
        .set({ ...productColumns(fields), ...nextVersion(versionedProduct, actor.staffUserId) })
        .where(atVersion(versionedProduct, id, version))
        .returning();
      if (!after) return false;
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'product_spu',
        entityId: id,
        before: snapshotBefore,
        after: await productSnapshot(tx, after),
      });
      return true;
    }),
  );
  if (!done) throw await staleOrMissing(db, versionedProduct, id);
  return getProductDetail(db, id);
}
