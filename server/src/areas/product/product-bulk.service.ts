import type {
  ProductBulkAction,
  ProductBulkData,
  ProductStatus,
  productBulkBody,
} from '@shop/contract/areas/product';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../http/audit.js';
import { NO_SUCH_PRODUCT_MESSAGE } from './product-detail.table.js';
import { deleteRefusal, moveRefusal, type ProductFacts, productFacts } from './product-rules.js';
import { writeDelete, writeStatus } from './product-status.service.js';

/**
 * Publish, unpublish, archive or delete many products: each one the rules allow changes, each
 * other one is listed with the reason its own page would give. A dry run reads without locking
 * and changes nothing; a real run locks the products, decides again on what it locked, and
 * applies every allowed change in one transaction with an audit row each.
 */

type BulkBody = z.output<typeof productBulkBody>;

/** Where each action takes a product; null for a delete. */
const targetOf: Record<ProductBulkAction, ProductStatus | null> = {
  publish: 'ON_SALE',
  unpublish: 'OFF_SALE',
  archive: 'ARCHIVED',
  delete: null,
};

const NOT_ON_SALE_MESSAGE = 'This product is not on sale';

/**
 * The life cycle's rules, with one narrowing: unpublish takes products off sale, so it leaves an
 * archived product archived (restoring one to OFF_SALE is its own page's action).
 */
function refusalOf(action: ProductBulkAction, product: ProductFacts): string | undefined {
  if (action === 'unpublish' && product.status !== 'ON_SALE') return NOT_ON_SALE_MESSAGE;
  const to = targetOf[action];
  return to === null ? deleteRefusal(product) : moveRefusal(product, to);
}

function decide(body: BulkBody, facts: ProductFacts[]) {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const allowed: ProductFacts[] = [];
  const data: ProductBulkData = { changed: [], refused: [], dryRun: body.dryRun };
  for (const id of body.ids) {
    const product = byId.get(id);
    if (!product) {
      data.refused.push({ id, title: '', reason: NO_SUCH_PRODUCT_MESSAGE });
      continue;
    }
    const reason = refusalOf(body.action, product);
    if (reason) {
      data.refused.push({ id, title: product.title, reason });
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
    for (const product of allowed) {
      if (to === null) await writeDelete(tx, actor, product);
      else await writeStatus(tx, actor, product, to);
    }
    return data;
  });
}
