import type { ProductDetail } from '@shop/contract/areas/product';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { optionedBody, productApi, productBody, receiveStock } from '../../test-support/product-fixtures.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const t = useTestApp();
let admin: Caller;
let products: ReturnType<typeof productApi>;
let sam: Caller;
beforeAll(async () => {
  await insertStaff(t.db, [{ username: 'sam', name: 'Sam Second', roles: ['editor'] }]);
  admin = await t.as('admin');
  sam = await t.as('sam');
  products = productApi(admin);
});

/** The product as an edit form would send it back. */
function formOf(p: ProductDetail) {
  return {
    title: p.title,
    subtitle: p.subtitle,
    categoryId: p.category?.id ?? null,
    descriptionHtml: p.descriptionHtml,
    imageIds: p.images.map((i) => i.id),
    isNew: p.isNew,
    isRecommended: p.isRecommended,
    sort: p.sort,
    options: p.options,
    skus: p.skus.map(({ id, code, optionValues, price, status }) => ({
      id,
      code,
      optionValues,
      price,
      status,
    })),
    version: p.version,
  };
}

const put = (p: ProductDetail, changes: Record<string, unknown>, as = admin) =>
  as.call('updateProduct', { params: { id: p.id }, body: { ...formOf(p), ...changes } });

describe('edit', () => {
  it('keeps SKUs by id, adds new ones, removes left-out ones, and bumps the version', async () => {
    const p = await products.create(optionedBody('ED'));
    const [bs, bm] = p.skus;
    const res = await put(p, {
      title: 'Edited jug',
      skus: [
        { id: bs?.id, code: 'ED-B-S', optionValues: ['Blue', 'S'], price: 1111 },
        { id: bm?.id, code: 'ED-B-M2', optionValues: ['Blue', 'M'], price: 1200, status: 'INACTIVE' },
        { code: 'ED-G-M', optionValues: ['Green', 'M'], price: 1300 },
      ],
    });
    expect(res.json()).toMatchObject({ code: 20000, data: { title: 'Edited jug', version: 2 } });
    const after: ProductDetail = res.json().data;
    expect(after.skus.map((s) => [s.id === bs?.id, s.id === bm?.id, s.code, s.price, s.status])).toEqual([
      [true, false, 'ED-B-S', 1111, 'ACTIVE'],
      [false, true, 'ED-B-M2', 1200, 'INACTIVE'],
      [false, false, 'ED-G-M', 1300, 'ACTIVE'],
    ]);
    // The removed SKU's code is free again.
    await products.create(productBody({ skus: [{ code: 'ED-G-S', optionValues: [], price: 1 }] }));

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_spu'), eq(auditLog.entityId, String(p.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]?.before).toMatchObject({ title: 'ED jug', version: 1 });
    expect(audits[1]?.after).toMatchObject({ title: 'Edited jug', version: 2 });
  });

  it('lets two SKUs swap codes in one edit', async () => {
    const p = await products.create(optionedBody('SW'));
    const [a, b, c] = p.skus;
    const res = await put(p, {
      skus: [
        { ...formOf(p).skus[0], code: b?.code },
        { ...formOf(p).skus[1], code: a?.code },
        formOf(p).skus[2],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.skus.map((s: { code: string }) => s.code)).toEqual([b?.code, a?.code, c?.code]);
  });

  it('answers 409 naming who saved first, and overwrites nothing', async () => {
    const p = await products.create(productBody({ title: 'Race' }));
    expect((await put(p, { title: 'Sam was first' }, sam)).statusCode).toBe(200);
    const stale = await put(p, { title: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 40900, data: { updatedBy: 'Sam Second', version: 2 } });
    expect((await products.get(p.id)).title).toBe('Sam was first');
  });

  it('refuses a SKU id of another product, a code another product uses, and removing stocked SKUs', async () => {
    const other = await products.create(
      productBody({ skus: [{ code: 'OTHER-1', optionValues: [], price: 5 }] }),
    );
    const p = await products.create(optionedBody('RF'));
    const form = formOf(p);
    const foreign = await put(p, {
      skus: [...form.skus.slice(0, 2), { ...form.skus[2], id: other.skus[0]?.id }],
    });
    expect(foreign.json().data.issues[0]).toMatchObject({
      path: ['skus', 2, 'id'],
      key: 'product.notOwnSku',
    });

    const taken = await put(p, { skus: [form.skus[0], { ...form.skus[1], code: 'other-1' }, form.skus[2]] });
    expect(taken.json().data.issues[0]).toMatchObject({
      path: ['skus', 1, 'code'],
      message: 'This SKU code is already used',
      key: 'product.skuCodeTaken',
    });

    await receiveStock(t.db, p.skus[2]?.id ?? 0, 3);
    const stocked = await put(p, { skus: form.skus.slice(0, 2) });
    expect(stocked.statusCode).toBe(400);
    expect(stocked.json().data.issues[0]).toEqual({
      path: ['skus'],
      message: 'SKU RF-G-S still has stock: bring its stock to 0 before removing it',
      code: 'custom',
      key: 'product.skuHasStock',
      params: { code: 'RF-G-S' },
    });
    const unchanged = await products.get(p.id);
    expect([unchanged.version, unchanged.skus.length, unchanged.skus[2]?.onHand]).toEqual([1, 3, 3]);
  });

  it('keeps a product on sale sellable: an edit must leave an active SKU with a price', async () => {
    const onSale = await products.moveTo(await products.create(productBody()), 'ON_SALE');
    const [sku] = formOf(onSale).skus;
    for (const change of [{ price: 0 }, { status: 'INACTIVE' }]) {
      const res = await put(onSale, { skus: [{ ...sku, ...change }] });
      expect([res.statusCode, res.json()]).toEqual([
        422,
        {
          code: 42203,
          message: 'A product goes on sale only with an active SKU that has a price',
          data: null,
          key: 'product.publishNeedsPricedSku',
          params: {},
        },
      ]);
    }
    expect((await put(onSale, { skus: [{ ...sku, price: 1 }] })).statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('soft-deletes at the version read: gone from reads and lists, its codes free again', async () => {
    const p = await products.create(
      productBody({ title: 'Doomed', skus: [{ code: 'DOOM-1', optionValues: [], price: 1 }] }),
    );
    expect((await products.remove(p.id, 9)).statusCode).toBe(409);
    const res = await products.remove(p.id, 1);
    expect(res.json()).toEqual({ code: 20000, message: 'OK', data: null });
    const gone = await admin.call('getProduct', { params: { id: p.id } });
    expect([gone.statusCode, gone.json().key]).toEqual([404, 'product.notFound']);
    expect((await put(p, {})).statusCode).toBe(404);
    expect((await products.remove(p.id, 2)).statusCode).toBe(404);
    expect((await products.list({ q: 'Doomed' })).total).toBe(0);
    await products.create(productBody({ skus: [{ code: 'DOOM-1', optionValues: [], price: 1 }] }));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(p.id)), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ entity: 'product_spu', after: null });
  });

  it('refuses while the product is on sale, or a SKU holds stock (42203)', async () => {
    const onSale = await products.moveTo(await products.create(productBody()), 'ON_SALE');
    const refused = await products.remove(onSale.id, onSale.version);
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      {
        code: 42203,
        message: 'Take the product off sale before deleting it',
        data: null,
        key: 'product.deleteOnSale',
        params: {},
      },
    ]);

    const stocked = await products.create(
      productBody({ skus: [{ code: 'HELD-1', optionValues: [], price: 1 }] }),
    );
    await receiveStock(t.db, stocked.skus[0]?.id ?? 0, 2, 1);
    const held = await products.remove(stocked.id, 1);
    expect(held.json()).toMatchObject({
      code: 42203,
      key: 'product.skuHasStock',
      params: { code: 'HELD-1' },
      message: 'SKU HELD-1 still has stock: bring its stock to 0 before removing it',
    });
    expect((await products.get(stocked.id)).version).toBe(1);
  });
});
