import { MAX_IMPORT_ROWS, type ProductDetail } from '@shop/contract/areas/product';
import { count, eq, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSku, productSpu } from '../../db/schema.js';
import { auditsAfter, lastAuditId } from '../../test-support/audit-trail.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { csvText, optionedBody, postCsv, productApi } from '../../test-support/product-fixtures.js';
import { IMPORT_BATCH_ROWS } from './product-import-batches.js';

// The largest file the contract allows: on PGlite it is written in many batches of its own.
const t = useTestApp();
let admin: Caller;
let products: ReturnType<typeof productApi>;
let jugs: ProductDetail[];
beforeAll(async () => {
  admin = await t.as('admin');
  products = productApi(admin);
  jugs = [];
  // 5 jugs of 3 SKUs: 15 updates leave a multiple of 5 rows for the new products.
  for (const prefix of ['JA', 'JB', 'JC', 'JD', 'JE']) jugs.push(await products.create(optionedBody(prefix)));
});
/** PGlite: each batch commits on its own and an undo runs; PostgreSQL: one transaction. */
const embedded = () => t.db instanceof PgliteDatabase;
const importCsv = (csv: string) => postCsv(t.app, admin.token ?? '', 'productImport', csv);

/** Updates every SKU of the jugs, then new products of 5 SKUs each up to MAX_IMPORT_ROWS rows. */
function largestFile(lastCode: string): string {
  const header = ['product_title', 'sku_code', 'price', 'option1_name', 'option1_value'];
  const updates = jugs.flatMap((jug) => jug.skus.map((s) => [jug.title, s.code, '99.00', '', '']));
  const creates = Array.from({ length: MAX_IMPORT_ROWS - updates.length }, (_, i) => {
    const code = i === MAX_IMPORT_ROWS - updates.length - 1 ? lastCode : `BIG-${i}`;
    return [`Big batch ${Math.floor(i / 5)}`, code, '5.00', 'Size', `S${i % 5}`];
  });
  return csvText([header, ...updates, ...creates]);
}

async function counts() {
  const [spus] = await t.db.select({ n: count() }).from(productSpu);
  const [skus] = await t.db.select({ n: count() }).from(productSku);
  return { products: spus?.n, skus: skus?.n };
}

/** The audit trail after `upTo`, with the products imported and those put back. */
async function importAuditsAfter(upTo: number) {
  const trail = await auditsAfter(t.db, upTo);
  return { ...trail, imported: trail.named('import'), undone: trail.named('import.undone') };
}

/** Runs `work` with triggers (function and trigger SQL, each by name), dropped after it. */
async function withTriggers(
  triggers: { name: string; table: string; fn: string; trigger: string }[],
  work: () => Promise<void>,
) {
  for (const tr of triggers) {
    await t.db.execute(sql.raw(tr.fn));
    await t.db.execute(sql.raw(tr.trigger));
  }
  try {
    await work();
  } finally {
    for (const tr of triggers) {
      await t.db.execute(sql.raw(`DROP TRIGGER ${tr.name} ON ${tr.table}`));
      await t.db.execute(sql.raw(`DROP FUNCTION ${tr.name}_fn()`));
    }
  }
}

/** A real failure in the last row written, from the database itself. */
const trapLast = {
  name: 'trap_sku',
  table: 'product_sku',
  fn: `CREATE FUNCTION trap_sku_fn() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'trap SKU'; END $$`,
  trigger: `CREATE TRIGGER trap_sku BEFORE INSERT ON product_sku FOR EACH ROW
    WHEN (NEW.code = 'TRAP-LAST') EXECUTE FUNCTION trap_sku_fn()`,
};

describe('the largest import', () => {
  it('spans many batches', () => {
    expect(MAX_IMPORT_ROWS / IMPORT_BATCH_ROWS).toBeGreaterThan(10);
  });

  it('leaves nothing written when its last batch fails, and says so in the audit trail', async () => {
    const before = await counts();
    const lastAudit = await lastAuditId(t.db);
    const trail = await importAuditsAfter(lastAudit);
    const jugsBefore = await Promise.all(jugs.map((j) => products.get(j.id)));
    await withTriggers([trapLast], async () => {
      const res = await importCsv(largestFile('TRAP-LAST'));
      expect(res.statusCode).toBe(500);
    });
    expect(await counts()).toEqual(before);
    const jugsAfter = await Promise.all(jugs.map((j) => products.get(j.id)));
    expect(jugsAfter.map((j) => j.skus.map((s) => s.price))).toEqual(
      jugsBefore.map((j) => j.skus.map((s) => s.price)),
    );
    expect(jugsAfter.map((j) => j.options)).toEqual(jugsBefore.map((j) => j.options));
    expect((await products.list({ q: 'Big batch' })).total).toBe(0);
    // No audit row is deleted: each batch undone keeps its rows and gains a compensating one each.
    const audits = await importAuditsAfter(lastAudit);
    expect(audits.kept).toBe(trail.kept);
    if (embedded()) {
      expect(audits.imported.length).toBeGreaterThan(jugs.length);
      expect(audits.undone).toEqual(audits.imported);
    } else expect(audits.all).toBe(0); // one transaction, rolled back
  });

  it('keeps what others did between its batches when its last batch fails', async () => {
    const before = await counts();
    const lastAudit = await lastAuditId(t.db);
    const [edited, ...others] = await Promise.all(jugs.map((j) => products.get(j.id)));
    if (!edited) throw new Error('no jugs');
    // Once the first batch has written the first jug (its audit row comes last), someone edits it.
    const editFirstJug = {
      name: 'edit_jug',
      table: 'audit_log',
      fn: `CREATE FUNCTION edit_jug_fn() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE product_spu SET subtitle = 'edited meanwhile', version = version + 1
          WHERE id = NEW.entity_id::int; RETURN NULL; END $$`,
      trigger: `CREATE TRIGGER edit_jug AFTER INSERT ON audit_log FOR EACH ROW
        WHEN (NEW.action = 'import' AND NEW.entity_id = '${edited.id}') EXECUTE FUNCTION edit_jug_fn()`,
    };
    // And stock moves through a new SKU (received, then written off): it is referenced, not stocked.
    const moveStock = {
      name: 'move_stock',
      table: 'product_sku',
      fn: `CREATE FUNCTION move_stock_fn() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO stock_movement (sku_id, type, reason, delta_on_hand, delta_reserved, on_hand_after,
          reserved_after) VALUES (NEW.id, 'ADJUSTMENT', 'received', 1, 0, 1, 0),
          (NEW.id, 'ADJUSTMENT', 'damaged', -1, 0, 0, 0); RETURN NULL; END $$`,
      trigger: `CREATE TRIGGER move_stock AFTER INSERT ON product_sku FOR EACH ROW
        WHEN (NEW.code = 'BIG-0') EXECUTE FUNCTION move_stock_fn()`,
    };
    await withTriggers([editFirstJug, moveStock, trapLast], async () => {
      const res = await importCsv(largestFile('TRAP-LAST'));
      expect(res.statusCode).toBe(500);
    });
    const editedAfter = await products.get(edited.id);
    const othersAfter = await Promise.all(others.map((j) => products.get(j.id)));
    expect(othersAfter.map((j) => j.skus.map((s) => s.price))).toEqual(
      others.map((j) => j.skus.map((s) => s.price)),
    );
    expect((await products.list({ q: 'Big batch' })).total).toBe(0);
    const audits = await importAuditsAfter(lastAudit);
    if (!embedded()) {
      // One transaction: the edit made inside it rolls back with the rest.
      expect([editedAfter.subtitle, editedAfter.version, audits.all]).toEqual([
        edited.subtitle,
        edited.version,
        0,
      ]);
      expect(await counts()).toEqual(before);
      return;
    }
    // The edit came after the import's own bump (version + 2) and survives with the prices it saw.
    expect(editedAfter).toMatchObject({ subtitle: 'edited meanwhile', version: edited.version + 2 });
    expect(editedAfter.skus.map((s) => s.price)).toEqual(edited.skus.map(() => 9900));
    // The new SKU stock moved through is retired with its product; the rest are gone.
    expect(await counts()).toEqual({ products: Number(before.products) + 1, skus: Number(before.skus) + 1 });
    const [bigZero] = await t.db.select().from(productSku).where(eq(productSku.code, 'BIG-0'));
    expect(bigZero?.deletedAt).not.toBeNull();
    expect(audits.undone).toEqual(audits.imported.filter((id) => id !== String(edited.id)));
  });

  it('applies completely', async () => {
    const before = await counts();
    const lastAudit = await lastAuditId(t.db);
    const versions = await Promise.all(jugs.map(async (j) => (await products.get(j.id)).version));
    const res = await importCsv(largestFile('BIG-LAST'));
    const updated = jugs.reduce((n, j) => n + j.skus.length, 0);
    const created = MAX_IMPORT_ROWS - updated;
    expect(res.json()).toMatchObject({
      code: 20000,
      data: { rows: MAX_IMPORT_ROWS, toUpdate: updated, toCreate: created, applied: true },
    });
    expect(await counts()).toEqual({
      products: Number(before.products) + created / 5,
      skus: Number(before.skus) + created,
    });
    expect((await importAuditsAfter(lastAudit)).imported).toHaveLength(jugs.length + created / 5);
    for (const [i, jug] of jugs.entries()) {
      const after = await products.get(jug.id);
      expect(after.skus.map((s) => s.price)).toEqual(jug.skus.map(() => 9900));
      expect(after.version).toBe((versions[i] ?? 0) + 1);
    }
    const lastTitle = `Big batch ${created / 5 - 1}`;
    const last = (await products.list({ q: lastTitle })).items.find((i) => i.title === lastTitle);
    const codes = Array.from({ length: 4 }, (_, i) => `BIG-${created - 5 + i}`);
    expect(last && (await products.get(last.id)).skus.map((s) => s.code)).toEqual([...codes, 'BIG-LAST']);
  });
});
