import {
  type ProductDetail,
  type ProductStatus,
  productStatuses,
  productTransitions,
} from '@shop/contract/areas/product';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSpu } from '../../db/schema.js';
import { useTestApp } from '../../test-support/harness.js';
import { productApi, productBody } from '../../test-support/product-fixtures.js';

const t = useTestApp();
let products: ReturnType<typeof productApi>;
beforeAll(async () => {
  products = productApi(await t.as('editor'));
});

/** A product in `status`, put there directly (the transitions under test are not trusted to get it there). */
async function productIn(status: ProductStatus): Promise<ProductDetail> {
  const created = await products.create(productBody());
  await t.db.update(productSpu).set({ status }).where(eq(productSpu.id, created.id));
  return products.get(created.id);
}

describe('status changes', () => {
  for (const from of productStatuses) {
    for (const to of productStatuses) {
      const allowed = productTransitions[from].includes(to);
      it(`${allowed ? 'moves' : 'refuses'} ${from} → ${to}`, async () => {
        const product = await productIn(from);
        const res = await products.status(product.id, to, product.version);
        if (allowed) {
          expect(res.json()).toMatchObject({
            code: 20000,
            data: { status: to, version: product.version + 1 },
          });
          const [audit] = await t.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, 'status')));
          expect(audit).toMatchObject({ before: { status: from }, after: { status: to } });
        } else {
          expect([res.statusCode, res.json()]).toEqual([
            422,
            {
              code: 42203,
              message: `A product cannot go from ${from} to ${to}`,
              data: null,
              key: 'product.cannotMove',
              params: { from, to },
            },
          ]);
          expect((await products.get(product.id)).status).toBe(from);
        }
      });
    }
  }

  it('refuses going on sale without an active SKU priced above 0', async () => {
    const cases = [
      [{ code: 'FREE-1', optionValues: [], price: 0 }],
      [{ code: 'IDLE-1', optionValues: [], price: 500, status: 'INACTIVE' as const }],
    ];
    for (const skus of cases) {
      const product = await products.create(productBody({ skus }));
      const res = await products.status(product.id, 'ON_SALE', 1);
      expect([res.statusCode, res.json()]).toMatchObject([
        422,
        {
          code: 42203,
          key: 'product.publishNeedsPricedSku',
          message: 'A product goes on sale only with an active SKU that has a price',
        },
      ]);
    }
  });

  it('answers 409 for a stale version and 404 for a missing product', async () => {
    const product = await products.create(productBody());
    const stale = await products.status(product.id, 'ON_SALE', 5);
    expect(stale.json()).toMatchObject({ code: 40900, data: { version: 1 } });
    expect((await products.status(999_999, 'ON_SALE', 1)).statusCode).toBe(404);
  });
});
