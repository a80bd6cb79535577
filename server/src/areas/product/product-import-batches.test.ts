import { MAX_IMPORT_ROWS, type ProductDetail } from '@shop/contract/areas/product';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSku, productSpu } from '../../db/schema.js';
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
  const [audits] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'import'));
  return { products: spus?.n, skus: skus?.n, audits: audits?.n };
}

describe('the largest import', () => {
  it('spans many batches', () => {
    expect(MAX_IMPORT_ROWS / IMPORT_BATCH_ROWS).toBeGreaterThan(10);
  });

  it('leaves nothing written when its last batch fails', async () => {
    const before = await counts();
    const jugsBefore = await Promise.all(jugs.map((j) => products.get(j.id)));
    // A real failure in the last row written, from the database itself.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_trap_sku() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'trap SKU'; END $$`);
    await t.db.execute(sql`
      CREATE TRIGGER trap_sku BEFORE INSERT ON product_sku FOR EACH ROW
      WHEN (NEW.code = 'TRAP-LAST') EXECUTE FUNCTION refuse_trap_sku()`);
    try {
      const res = await importCsv(largestFile('TRAP-LAST'));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER trap_sku ON product_sku`);
      await t.db.execute(sql`DROP FUNCTION refuse_trap_sku()`);
    }
    expect(await counts()).toEqual(before);
    const jugsAfter = await Promise.all(jugs.map((j) => products.get(j.id)));
    expect(jugsAfter.map((j) => j.skus.map((s) => s.price))).toEqual(
      jugsBefore.map((j) => j.skus.map((s) => s.price)),
    );
    expect(jugsAfter.map((j) => j.options)).toEqual(jugsBefore.map((j) => j.options));
    expect((await products.list({ q: 'Big batch' })).total).toBe(0);
  });

  it('applies completely', async () => {
    const before = await counts();
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
      audits: Number(before.audits) + jugs.length + created / 5,
    });
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
