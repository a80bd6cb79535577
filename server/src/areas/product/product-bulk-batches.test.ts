import { MAX_BULK_IDS } from '@shop/contract/areas/product';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSku, productSpu } from '../../db/schema.js';
import { auditsAfter, lastAuditId } from '../../test-support/audit-trail.js';
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
  return { spus, skus };
}

/** PGlite: each batch commits on its own and an undo runs; PostgreSQL: one transaction. */
const embedded = () => t.db instanceof PgliteDatabase;

/**
 * A failed action's audit trail: no row deleted; on PGlite each row of the batches undone (of
 * the products put back) has its compensating `.undone` row; on PostgreSQL nothing was written.
 */
async function expectUndoneTrail(
  lastAudit: number,
  keptBefore: number | undefined,
  action: string,
  kept = '',
) {
  const audits = await auditsAfter(t.db, lastAudit);
  expect(audits.kept).toBe(keptBefore);
  if (!embedded()) return expect(audits.all).toBe(0);
  expect(audits.named(action).length).toBeGreaterThan(0);
  expect(audits.named(`${action}.undone`)).toEqual(audits.named(action).filter((id) => id !== kept));
}

describe('bulk actions on the largest selection', () => {
  it('write no price when the last product refuses it (42203)', async () => {
    const before = await snapshot();
    const lastAudit = await lastAuditId(t.db);
    const { kept } = await auditsAfter(t.db, lastAudit);
    const res = await admin.call('bulkProductPrices', { body: { ids, mode: 'set', amount: 0 } });
    expect([res.statusCode, res.json()]).toMatchObject([
      422,
      { code: 42203, key: 'product.onSaleNeedsPricedSku', params: { title: `Bulk ${MAX_BULK_IDS - 1}` } },
    ]);
    expect(await snapshot()).toEqual(before);
    await expectUndoneTrail(lastAudit, kept, 'bulk-price');
  });

  it('keep a price someone edited on top of in between, when the last product refuses', async () => {
    const first = ids[0] ?? 0;
    const before = await snapshot();
    const lastAudit = await lastAuditId(t.db);
    const { kept } = await auditsAfter(t.db, lastAudit);
    const [{ version } = { version: 0 }] = await t.db
      .select({ version: productSpu.version })
      .from(productSpu)
      .where(eq(productSpu.id, first));
    // Once the first batch has written the first product (its audit row comes last), someone edits it.
    await t.db.execute(sql`
      CREATE FUNCTION edit_first_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE product_spu SET subtitle = 'edited meanwhile', version = version + 1
        WHERE id = NEW.entity_id::int; RETURN NULL; END $$`);
    await t.db.execute(
      sql.raw(`
      CREATE TRIGGER edit_first AFTER INSERT ON audit_log FOR EACH ROW
      WHEN (NEW.action = 'bulk-price' AND NEW.entity_id = '${first}') EXECUTE FUNCTION edit_first_fn()`),
    );
    try {
      const res = await admin.call('bulkProductPrices', { body: { ids, mode: 'set', amount: 0 } });
      expect([res.statusCode, res.json().key]).toEqual([422, 'product.onSaleNeedsPricedSku']);
    } finally {
      await t.db.execute(sql`DROP TRIGGER edit_first ON audit_log`);
      await t.db.execute(sql`DROP FUNCTION edit_first_fn()`);
    }
    const [edited] = await t.db
      .select({ subtitle: productSpu.subtitle, version: productSpu.version })
      .from(productSpu)
      .where(eq(productSpu.id, first));
    const after = await snapshot();
    if (!embedded()) {
      // One transaction: the edit made inside it rolls back with the rest.
      expect([after, edited?.version]).toEqual([before, version]);
      return expectUndoneTrail(lastAudit, kept, 'bulk-price');
    }
    // The edit came after the action's own bump (version + 2) and keeps the price it was made on.
    expect(edited).toEqual({ subtitle: 'edited meanwhile', version: version + 2 });
    const [firstSku, ...otherSkus] = after.skus;
    expect(firstSku?.price).toBe(0);
    expect(otherSkus).toEqual(before.skus.slice(1));
    expect(after.spus).toEqual(before.spus);
    await expectUndoneTrail(lastAudit, kept, 'bulk-price', String(first));
  });

  it('delete nothing when the last product fails to go', async () => {
    const last = ids.at(-1);
    await t.db.execute(sql`UPDATE product_spu SET status = 'OFF_SALE' WHERE id = ${last}::int`);
    const before = await snapshot();
    const lastAudit = await lastAuditId(t.db);
    const { kept } = await auditsAfter(t.db, lastAudit);
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
    await expectUndoneTrail(lastAudit, kept, 'delete');
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
