import type {
  ProductBulkAction,
  ProductBulkData,
  ProductStatus,
  productBulkBody,
} from '@shop/contract/areas/product';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/audit.js';
import { englishOfProblem, type Problem, problem } from './product-problem.js';
import { deleteRefusal, moveRefusal, type ProductFacts, productFacts } from './product-rules.js';
import { writeDelete, writeStatus } from './product-status.service.js';

/**
 * Publish, unpublish, archive or delete many products: each one the rules allow changes, each
 * other one is listed with the reason its own page would give. A dry run reads without locking
 * and changes nothing; a real run locks the products, decides again on what it locked, and
 * applies every allowed change in one transaction with an audit row each, a few statements in all.
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

export async function runBulkAction(db: Db, actor: Actor, body: BulkBody): Promise<ProductBulkData> {
  if (body.dryRun) return decide(body, await productFacts(db, body.ids)).data;
  return db.transaction(async (tx) => {
    const { allowed, data } = decide(body, await productFacts(tx, body.ids, true));
    const to = targetOf[body.action];
    if (to === null) await writeDelete(tx, actor, allowed);
    else await writeStatus(tx, actor, allowed, to);
    return data;
  });
}
