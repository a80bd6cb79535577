import { MAX_BULK_IDS } from '@shop/contract/areas/product';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSku, productSpu } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

// The largest selection: on PGlite it is written in batches, and a failure in the last one must
// take back the batches before it.
const t = useTestApp();
let admin: Caller;
let ids: number[];
beforeAll(async () => {
  admin = await t.as('admin');
  ids = [];
  for (let i = 0; i < MAX_BULK_IDS; i++) {
    // Only the last product is on sale: a price of 0 is refused for it alone.
    const status = i === MAX_BULK_IDS - 1 ? 'ON_SALE' : 'OFF_SALE';
    const made = await insertProduct(t.db, { title: `Bulk ${i}`, status, skus: [{ code: `BULK-${i}` }] });
    ids.push(made.productId);
  }
});

/** What a failed bulk action must leave as it was. */
async function snapshot() {
  const spus = await t.db
    .select({ id: productSpu.id, status: productSpu.status, deletedAt: productSpu.deletedAt })
    .from(productSpu)
    .where(inArray(productSpu.id, ids))
    .orderBy(asc(productSpu.id));
  const skus = await t.db
    .select({ id: productSku.id, price: productSku.price, deletedAt: productSku.deletedAt })
    .from(productSku)
    .where(inArray(productSku.spuId, ids))
    .orderBy(asc(productSku.id));
  const [audits] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'product_spu'));
  return { spus, skus, audits: audits?.n };
}

describe('bulk actions on the largest selection', () => {
  it('write no price when the last product refuses it (42203)', async () => {
    const before = await snapshot();
    const res = await admin.call('bulkProductPrices', { body: { ids, mode: 'set', amount: 0 } });
    expect([res.statusCode, res.json()]).toMatchObject([
      422,
      { code: 42203, key: 'product.onSaleNeedsPricedSku', params: { title: `Bulk ${MAX_BULK_IDS - 1}` } },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('delete nothing when the last product fails to go', async () => {
    const last = ids.at(-1);
    await t.db.execute(sql`UPDATE product_spu SET status = 'OFF_SALE' WHERE id = ${last}::int`);
    const before = await snapshot();
    // A real failure on the last product, from the database itself.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_trap_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'trap product'; END $$`);
    await t.db.execute(
      sql.raw(`
      CREATE TRIGGER trap_product BEFORE UPDATE ON product_spu FOR EACH ROW
      WHEN (NEW.id = ${last} AND NEW.deleted_at IS NOT NULL) EXECUTE FUNCTION refuse_trap_product()`),
    );
    try {
      const res = await admin.call('bulkProducts', { body: { action: 'delete', ids } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER trap_product ON product_spu`);
      await t.db.execute(sql`DROP FUNCTION refuse_trap_product()`);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('apply to every product in the end', async () => {
    const res = await admin.call('bulkProducts', { body: { action: 'archive', ids } });
    expect(res.json().data.changed).toHaveLength(MAX_BULK_IDS);
    const archived = await t.db
      .select({ n: count() })
      .from(productSpu)
      .where(sql`${productSpu.status} = 'ARCHIVED' AND ${inArray(productSpu.id, ids)}`);
    expect(archived[0]?.n).toBe(MAX_BULK_IDS);
  });
});
