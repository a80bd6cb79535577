import { inventoryPaths, type StockRecord } from '@shop/contract/areas/inventory';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSku, stockMovement } from '../../db/schema.js';
import { apiAs } from '../../test-support/api-client.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { reserveStock } from './stock.service.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let keyCount = 0;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'editor'));
});
afterAll(() => t.close());

const key = () => `test-key-${++keyCount}`;

async function newSku(onHand: number, code = `ADJ-${keyCount}-${Math.random().toString(36).slice(2, 8)}`) {
  const { skuIds } = await insertProduct(t.database.db, {
    title: `Product ${code}`,
    skus: [{ code, onHand }],
  });
  return skuIds[0] as number;
}

async function balances(skuId: number) {
  const [row] = await t.database.db
    .select({ onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(eq(productSku.id, skuId));
  return row;
}

describe('adjust by a delta', () => {
  it('adds received stock and records who, why, and the balances before and after', async () => {
    const skuId = await newSku(3);
    const answer = await api.post(inventoryPaths.adjust, {
      skuId,
      delta: 12,
      reason: 'received',
      note: 'Kiln batch 14',
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.OK);
    const record: StockRecord = answer.json().data.record;
    expect(record).toMatchObject({
      skuId,
      type: 'ADJUSTMENT',
      reason: 'received',
      deltaOnHand: 12,
      onHandBefore: 3,
      onHandAfter: 15,
      reservedBefore: 0,
      reservedAfter: 0,
      note: 'Kiln batch 14',
      actorName: 'Eddie Editor',
    });
    expect(answer.json().data.replayed).toBe(false);
    expect(await balances(skuId)).toEqual({ onHand: 15, reserved: 0 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(skuId)));
    expect(audits.map((a) => a.action)).toContain('adjust_stock');
  });

  it('refuses to take more than is available, keeping reserved units, with 42201 and the balances', async () => {
    const skuId = await newSku(5);
    await t.database.db.transaction((tx) =>
      reserveStock(tx, { skuId, quantity: 3, refType: 'order', refId: 'SO-1', actorId: null }),
    );
    const answer = await api.post(inventoryPaths.adjust, {
      skuId,
      delta: -3,
      reason: 'damaged',
      idempotencyKey: key(),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      data: { skuId, onHand: 5, reserved: 3, available: 2 },
    });
    expect(await balances(skuId)).toEqual({ onHand: 5, reserved: 3 });
  });

  it('needs a reason, a non-zero whole change, and a key; each refused with the field named', async () => {
    const skuId = await newSku(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ skuId, delta: 2, idempotencyKey: key() }, 'reason'],
      [{ skuId, delta: 0, reason: 'other', idempotencyKey: key() }, 'delta'],
      [{ skuId, delta: 1.5, reason: 'other', idempotencyKey: key() }, 'delta'],
      [{ skuId, delta: 1, reason: 'gift', idempotencyKey: key() }, 'reason'],
      [{ skuId, delta: 1, reason: 'other' }, 'idempotencyKey'],
      [{ skuId, delta: 1, setTo: 4, reason: 'other', idempotencyKey: key() }, 'delta'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.post(inventoryPaths.adjust, body);
      expect(answer.json().code, JSON.stringify(body)).toBe(Codes.VALIDATION);
      expect(answer.json().data.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    }
    expect(await balances(skuId)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('answers 404 for an unknown SKU', async () => {
    const answer = await api.post(inventoryPaths.adjust, {
      skuId: 999_999,
      delta: 1,
      reason: 'other',
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.NOT_FOUND);
  });
});

describe('set to a counted quantity', () => {
  it('becomes a cycle_count delta computed under the lock', async () => {
    const skuId = await newSku(9);
    const answer = await api.post(inventoryPaths.adjust, { skuId, setTo: 4, idempotencyKey: key() });
    expect(answer.json().data.record).toMatchObject({
      reason: 'cycle_count',
      deltaOnHand: -5,
      onHandAfter: 4,
    });
  });

  it('records nothing when the count matches, and refuses a count below what orders hold', async () => {
    const skuId = await newSku(6);
    const same = await api.post(inventoryPaths.adjust, { skuId, setTo: 6, idempotencyKey: key() });
    expect(same.json().data).toEqual({ record: null, replayed: false });
    await t.database.db.transaction((tx) =>
      reserveStock(tx, { skuId, quantity: 4, refType: 'order', refId: 'SO-2', actorId: null }),
    );
    const below = await api.post(inventoryPaths.adjust, { skuId, setTo: 3, idempotencyKey: key() });
    expect(below.json().code).toBe(Codes.INSUFFICIENT_STOCK);
    expect(await balances(skuId)).toEqual({ onHand: 6, reserved: 4 });
  });

  it('refuses another reason than cycle_count', async () => {
    const skuId = await newSku(1);
    const answer = await api.post(inventoryPaths.adjust, {
      skuId,
      setTo: 3,
      reason: 'received',
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.VALIDATION);
  });
});

describe('idempotency', () => {
  it('a retried request with the same key changes nothing and answers the first record', async () => {
    const skuId = await newSku(0);
    const body = { skuId, delta: 4, reason: 'received', idempotencyKey: key() };
    const first = (await api.post(inventoryPaths.adjust, body)).json().data;
    const again = (await api.post(inventoryPaths.adjust, body)).json().data;
    expect(again.replayed).toBe(true);
    expect(again.record.id).toBe(first.record.id);
    expect(await balances(skuId)).toEqual({ onHand: 4, reserved: 0 });
  });

  it('two copies sent at once apply once', async () => {
    const skuId = await newSku(0);
    const body = { skuId, delta: 7, reason: 'received', idempotencyKey: key() };
    const answers = await Promise.all([1, 2, 3].map(() => api.post(inventoryPaths.adjust, body)));
    expect(answers.every((a) => a.json().code === Codes.OK)).toBe(true);
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    expect(await balances(skuId)).toEqual({ onHand: 7, reserved: 0 });
  });
});

describe('bulk adjust', () => {
  it('applies every line in one go', async () => {
    const [a, b] = [await newSku(2), await newSku(8)];
    const answer = await api.post(inventoryPaths.bulkAdjust, {
      lines: [
        { skuId: b, setTo: 10 },
        { skuId: a, delta: 3, reason: 'received' },
      ],
      note: 'Saturday market restock',
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.OK);
    const records: StockRecord[] = answer.json().data.records;
    expect(records.map((r) => [r.skuId, r.onHandAfter, r.reason])).toEqual([
      [a, 5, 'received'],
      [b, 10, 'cycle_count'],
    ]);
    expect(records.every((r) => r.note === 'Saturday market restock')).toBe(true);
  });

  it('is all or nothing: one short line leaves every SKU as it was', async () => {
    const [a, b] = [await newSku(2), await newSku(1)];
    const answer = await api.post(inventoryPaths.bulkAdjust, {
      lines: [
        { skuId: a, delta: 5, reason: 'received' },
        { skuId: b, delta: -2, reason: 'damaged' },
      ],
      idempotencyKey: key(),
    });
    expect(answer.json()).toMatchObject({ code: Codes.INSUFFICIENT_STOCK, data: { skuId: b, available: 1 } });
    expect(await balances(a)).toEqual({ onHand: 2, reserved: 0 });
    expect(await balances(b)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('replays a retried bulk request without changing anything', async () => {
    const [a, b] = [await newSku(0), await newSku(0)];
    const body = {
      lines: [
        { skuId: a, delta: 1, reason: 'received' },
        { skuId: b, delta: 2, reason: 'received' },
      ],
      idempotencyKey: key(),
    };
    await api.post(inventoryPaths.bulkAdjust, body);
    const again = (await api.post(inventoryPaths.bulkAdjust, body)).json().data;
    expect(again.replayed).toBe(true);
    expect(again.records).toHaveLength(2);
    expect(await balances(b)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('refuses the same SKU twice', async () => {
    const a = await newSku(1);
    const answer = await api.post(inventoryPaths.bulkAdjust, {
      lines: [
        { skuId: a, delta: 1, reason: 'received' },
        { skuId: a, delta: 1, reason: 'received' },
      ],
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.VALIDATION);
  });
});

describe('the database holds the line whatever code runs', () => {
  it('refuses negative stock and reserved above on hand (CHECK constraints)', async () => {
    const skuId = await newSku(2);
    const set = (values: string) =>
      t.database.db.execute(sql.raw(`UPDATE product_sku SET ${values} WHERE id = ${skuId}`));
    await expect(set('on_hand = -1')).rejects.toThrow();
    await expect(set('reserved = 3')).rejects.toThrow();
    expect(await balances(skuId)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('keeps the ledger append-only: rows cannot be edited or deleted', async () => {
    const skuId = await newSku(2);
    await expect(
      t.database.db.update(stockMovement).set({ deltaOnHand: 99 }).where(eq(stockMovement.skuId, skuId)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(stockMovement).where(eq(stockMovement.skuId, skuId))).rejects.toThrow();
  });
});
