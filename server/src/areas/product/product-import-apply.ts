import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSku, productSpu } from '../../db/schema.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { nextVersion } from '../../http/stale-version.js';
import { type SkuRow, versionedProduct } from './product-detail.table.js';
import type { ImportPlan, NewSku, ProductTarget } from './product-import-plan.js';
import { lockProducts } from './product-rules.js';
import { nextSkuVersion, replaceOptions, skuSnapshot } from './product-sku-writes.js';

/**
 * Writes an import plan that has no errors, in the caller's transaction: SKU updates, SKUs added
 * to existing products (with any option values they bring), and new products. Every product
 * touched gets its version bumped (an edit form open on it must reload) and one audit row.
 */

function newSkuRow(spuId: number, sku: NewSku) {
  return {
    spuId,
    code: sku.code,
    optionValues: sku.optionValues,
    price: sku.values.price ?? 0,
    compareAtPrice: sku.values.compareAtPrice ?? null,
    cost: sku.values.cost ?? null,
    weightGrams: sku.values.weightGrams ?? null,
    status: sku.values.status ?? 'ACTIVE',
    lowStockThreshold: sku.values.lowStockThreshold ?? null,
  };
}

async function createProduct(tx: Db, actor: Actor, target: ProductTarget) {
  const [created] = await tx
    .insert(productSpu)
    .values({
      title: target.title,
      subtitle: target.subtitle,
      categoryId: target.categoryId,
      status: target.status,
      isNew: target.isNew,
      isRecommended: target.isRecommended,
      updatedBy: actor.staffUserId,
    })
    .returning();
  if (!created) throw new Error('product_spu insert returned no row');
  await replaceOptions(tx, created.id, target.options);
  const skus = await tx
    .insert(productSku)
    .values(target.newSkus.map((s) => newSkuRow(created.id, s)))
    .returning();
  await recordAudit(tx, {
    actor,
    action: 'import',
    entity: 'product_spu',
    entityId: created.id,
    before: null,
    after: {
      title: created.title,
      status: created.status,
      options: target.options,
      skus: skus.map(skuSnapshot),
    },
  });
}

/** The SKU columns an update row sets: only those its file has. */
function updateColumns(values: ImportPlan['updates'][number]['values']) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

async function changeExisting(tx: Db, actor: Actor, spuId: number, plan: ImportPlan) {
  const updates = plan.updates.filter((u) => u.spuId === spuId);
  const target = plan.targets.find((t) => t.id === spuId);
  const ids = updates.map((u) => u.skuId);
  const before = ids.length
    ? await tx.select().from(productSku).where(inArray(productSku.id, ids)).orderBy(asc(productSku.id))
    : [];
  const after: SkuRow[] = [];
  for (const update of updates) {
    const updated = await tx
      .update(productSku)
      .set({
        ...updateColumns(update.values),
        ...nextSkuVersion(),
      })
      .where(and(eq(productSku.id, update.skuId), isNull(productSku.deletedAt)))
      .returning();
    after.push(...updated);
  }
  after.sort((a, b) => a.id - b.id);
  const added = target
    ? await tx
        .insert(productSku)
        .values(target.newSkus.map((s) => newSkuRow(spuId, s)))
        .returning()
    : [];
  if (target) await replaceOptions(tx, spuId, target.options);
  await tx
    .update(productSpu)
    .set(nextVersion(versionedProduct, actor.staffUserId))
    .where(eq(productSpu.id, spuId));
  await recordAudit(tx, {
    actor,
    action: 'import',
    entity: 'product_spu',
    entityId: spuId,
    before: { skus: before.map(skuSnapshot) },
    after: { skus: [...after, ...added].map(skuSnapshot), ...(target ? { options: target.options } : {}) },
  });
}

export async function applyImport(tx: Db, actor: Actor, plan: ImportPlan): Promise<void> {
  const existing = [
    ...new Set([
      ...plan.updates.map((u) => u.spuId),
      ...plan.targets.flatMap((t) => (t.id === null ? [] : [t.id])),
    ]),
  ].sort((a, b) => a - b);
  await lockProducts(tx, existing);
  for (const spuId of existing) await changeExisting(tx, actor, spuId, plan);
  for (const target of plan.targets) if (target.id === null) await createProduct(tx, actor, target);
}
