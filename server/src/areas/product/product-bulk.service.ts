import type {
  ProductBulkAction,
  ProductBulkData,
  ProductStatus,
  productBulkBody,
} from '@shop/contract/areas/product';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { productSku } from '../../db/schema.js';
import type { Actor } from '../../http/audit.js';
import { chunksOf, productsStillAt, recordUndone, writeInBatches } from './product-batches.js';
import { englishOfProblem, type Problem, problem } from './product-problem.js';
import { deleteRefusal, moveRefusal, type ProductFacts, productFacts } from './product-rules.js';
import { nextSkuVersion } from './product-sku-writes.js';
import { inIds, jsonb } from './product-sql.js';
import { writeDelete, writeStatus } from './product-status.service.js';

/**
 * Publish, unpublish, archive or delete many products: each one the rules allow changes, each
 * other one is listed with the reason its own page would give. A dry run reads without locking
 * and changes nothing; a real run locks the products, decides again on what it locked, and
 * applies every allowed change with an audit row each, in batches of BULK_BATCH products of a
 * few statements each (product-batches.ts: a failure in one leaves nothing written but the edits
 * others made in between).
 */

type BulkBody = z.output<typeof productBulkBody>;

/** Where each action takes a product; null for a delete. */
const targetOf: Record<ProductBulkAction, ProductStatus | null> = {
  publish: 'ON_SALE',
  unpublish: 'OFF_SALE',
  archive: 'ARCHIVED',
  delete: null,
};

/**
 * The life cycle's rules, with one narrowing: unpublish takes products off sale, so it leaves an
 * archived product archived (restoring one to OFF_SALE is its own page's action).
 */
function refusalOf(action: ProductBulkAction, product: ProductFacts): Problem | undefined {
  if (action === 'unpublish' && product.status !== 'ON_SALE') return problem('product.notOnSale');
  const to = targetOf[action];
  return to === null ? deleteRefusal(product) : moveRefusal(product, to);
}

/** A refused product as the answer lists it: the reason in English, and its key to translate. */
function refused(id: number, title: string, reason: Problem): ProductBulkData['refused'][number] {
  return { id, title, reason: englishOfProblem(reason), ...reason };
}

function decide(body: BulkBody, facts: ProductFacts[]) {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const allowed: ProductFacts[] = [];
  const data: ProductBulkData = { changed: [], refused: [], dryRun: body.dryRun };
  for (const id of body.ids) {
    const product = byId.get(id);
    if (!product) {
      data.refused.push(refused(id, '', problem('product.notFound')));
      continue;
    }
    const reason = refusalOf(body.action, product);
    if (reason) {
      data.refused.push(refused(id, product.title, reason));
      continue;
    }
    allowed.push(product);
    data.changed.push({ id, title: product.title, from: product.status, to: targetOf[body.action] });
  }
  return { allowed, data };
}

/** Products per transaction on PGlite (product-batches.ts). */
const BULK_BATCH = 100;

interface Written {
  data: ProductBulkData;
  allowed: ProductFacts[];
  skuIds: number[];
  auditIds: number[];
}

/**
 * Products of a delete being undone whose SKU's code a live SKU has taken since (codes are free
 * once deleted): they stay deleted, as bringing the SKU back would clash with the newer one.
 */
async function codesTaken(tx: Db, skuIds: readonly number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const taken = await tx.execute(sql`
    SELECT DISTINCT s.spu_id AS id FROM product_sku s
    WHERE ${inIds(sql`s.id`, skuIds)} AND EXISTS (
      SELECT 1 FROM product_sku o WHERE lower(o.code) = lower(s.code) AND o.deleted_at IS NULL)`);
  return new Set((taken as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/**
 * Puts a batch's products back as they were, those still at the version it wrote
 * (productsStillAt); versions move on (open forms must reload) and the audit trail says so.
 */
async function undoBatch(tx: Db, actor: Actor, written: Written): Promise<void> {
  const taken = await codesTaken(tx, written.skuIds);
  const restored = await productsStillAt(
    tx,
    written.allowed.filter((p) => !taken.has(p.id)).map((p) => ({ id: p.id, version: p.version + 1 })),
  );
  if (restored.length === 0) return;
  const was = new Map(written.allowed.map((p) => [p.id, p.status]));
  const before = restored.map((id) => ({ id, status: was.get(id) }));
  await tx.execute(sql`
    UPDATE product_spu p SET status = v.status, deleted_at = NULL
    FROM jsonb_to_recordset(${jsonb(before)}) AS v(id int, status text)
    WHERE p.id = v.id AND ${inIds(sql`p.id`, restored)}`);
  if (written.skuIds.length > 0) {
    // A retired SKU cannot be edited, so the one the batch retired is still as it left it.
    await tx
      .update(productSku)
      .set({ deletedAt: null, ...nextSkuVersion() })
      .where(and(inIds(productSku.id, written.skuIds), inIds(productSku.spuId, restored)));
  }
  await recordUndone(tx, actor, written.auditIds, restored);
}

export async function runBulkAction(db: Db, actor: Actor, body: BulkBody): Promise<ProductBulkData> {
  if (body.dryRun) return decide(body, await productFacts(db, body.ids)).data;
  const to = targetOf[body.action];
  const written = await writeInBatches(
    db,
    chunksOf(body.ids, BULK_BATCH),
    async (tx, ids): Promise<Written> => {
      const { allowed, data } = decide({ ...body, ids }, await productFacts(tx, ids, true));
      if (to === null) return { data, allowed, ...(await writeDelete(tx, actor, allowed)) };
      return { data, allowed, skuIds: [], auditIds: await writeStatus(tx, actor, allowed, to) };
    },
    (tx, done) => undoBatch(tx, actor, done),
  );
  return {
    changed: written.flatMap((w) => w.data.changed),
    refused: written.flatMap((w) => w.data.refused),
    dryRun: false,
  };
}
