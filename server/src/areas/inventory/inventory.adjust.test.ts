import type { StockRecord } from '@shop/contract/areas/inventory';
import { Codes } from '@shop/contract/codes';
import { eq, like, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSku, stockMovement } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import { reserveStock } from './stock.service.js';

const t = useTestApp();
let editor: Caller;
let keyCount = 0;
beforeAll(async () => {
  editor = await t.as('editor');
});

/** An adjustment as the editor sends it (anything at all, to test refusals). */
const adjust = (body: Record<string, unknown>) => editor.call('adjustStock', { body });
const bulkAdjust = (body: Record<string, unknown>) => editor.call('bulkAdjustStock', { body });

/** The message keys of a 40000 answer's issues under `field`. */
const issueKeysOf = (answer: Awaited<ReturnType<typeof adjust>>, field: string) =>
  answer
    .json()
    .data.issues.filter((i: { path: (string | number)[] }) => i.path.includes(field))
    .map((i: { key: string }) => i.key);

const key = () => `test-key-${++keyCount}`;

/** Ledger rows a request with this key wrote (a bulk request's lines carry `<key>#<skuId>`). */
async function rowsWithKey(idempotencyKey: string) {
  const rows = await t.db
    .select({ id: stockMovement.id })
    .from(stockMovement)
    .where(
      or(
        eq(stockMovement.idempotencyKey, idempotencyKey),
        like(stockMovement.idempotencyKey, `${idempotencyKey}#%`),
      ),
    );
  return rows.length;
}

async function newSku(onHand: number, code = `ADJ-${keyCount}-${Math.random().toString(36).slice(2, 8)}`) {
  const { skuIds } = await insertProduct(t.db, {
    title: `Product ${code}`,
    skus: [{ code, onHand }],
  });
  return skuIds[0] as number;
}

async function balances(skuId: number) {
  const [row] = await t.db
    .select({ onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(eq(productSku.id, skuId));
  return row;
}

describe('adjust by a delta', () => {
  it('adds received stock and records who, why, and the balances before and after', async () => {
    const skuId = await newSku(3);
    const answer = await adjust({
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
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(skuId)));
    expect(audits.map((a) => a.action)).toContain('adjust_stock');
  });

  it('refuses to take more than is available, keeping reserved units, with 42201 and the balances', async () => {
    const skuId = await newSku(5);
    await t.db.transaction((tx) =>
      reserveStock(tx, { skuId, quantity: 3, refType: 'order', refId: 'SO-1', actorId: null }),
    );
    const answer = await adjust({
      skuId,
      delta: -3,
      reason: 'damaged',
      idempotencyKey: key(),
    });
    expect(answer.statusCode).toBe(422);
    const code = answer.json().data.skuCode;
    expect(answer.json()).toEqual({
      code: Codes.INSUFFICIENT_STOCK,
      message: `Not enough stock of ${code}: 2 available, 3 requested`,
      key: 'inventory.insufficientStock',
      params: { sku: code, available: 2, requested: 3 },
      data: { skuId, skuCode: code, onHand: 5, reserved: 3, available: 2 },
    });
    expect(await balances(skuId)).toEqual({ onHand: 5, reserved: 3 });
  });

  it('needs a reason, a non-zero whole change, and a key; each refused with the field named', async () => {
    const skuId = await newSku(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ skuId, delta: 2, idempotencyKey: key() }, 'reason', 'inventory.pickReason'],
      [{ skuId, delta: 0, reason: 'other', idempotencyKey: key() }, 'delta', 'inventory.zeroChange'],
      [{ skuId, delta: 1.5, reason: 'other', idempotencyKey: key() }, 'delta', 'field.notWhole'],
      [{ skuId, delta: 1, reason: 'gift', idempotencyKey: key() }, 'reason', 'field.notOneOf'],
      [{ skuId, delta: 1, reason: 'other' }, 'idempotencyKey', 'field.required'],
      [{ skuId, delta: 1, reason: 'other', idempotencyKey: 'short' }, 'idempotencyKey', 'field.tooShort'],
      [
        { skuId, delta: 1, reason: 'other', idempotencyKey: 'has spaces in' },
        'idempotencyKey',
        'inventory.idempotencyKeyFormat',
      ],
      [
        { skuId, delta: 1, setTo: 4, reason: 'other', idempotencyKey: key() },
        'delta',
        'inventory.changeOrCount',
      ],
      [{ skuId, setTo: -1, idempotencyKey: key() }, 'setTo', 'inventory.negativeStock'],
      [
        { skuId, delta: 1, reason: 'other', note: 'x'.repeat(501), idempotencyKey: key() },
        'note',
        'field.tooLong',
      ],
    ];
    for (const [body, field, issueKey] of cases) {
      const answer = await adjust(body);
      expect(answer.json().code, JSON.stringify(body)).toBe(Codes.VALIDATION);
      expect(issueKeysOf(answer, field), JSON.stringify(body)).toContain(issueKey);
    }
    expect(await balances(skuId)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('answers 404 for an unknown SKU', async () => {
    const answer = await adjust({
      skuId: 999_999,
      delta: 1,
      reason: 'other',
      idempotencyKey: key(),
    });
    expect(answer.json()).toMatchObject({
      code: Codes.NOT_FOUND,
      message: 'No such SKU',
      key: 'inventory.skuNotFound',
      params: {},
    });
  });
});

describe('set to a counted quantity', () => {
  it('becomes a cycle_count delta computed under the lock', async () => {
    const skuId = await newSku(9);
    const answer = await adjust({ skuId, setTo: 4, idempotencyKey: key() });
    expect(answer.json().data.record).toMatchObject({
      reason: 'cycle_count',
      deltaOnHand: -5,
      onHandAfter: 4,
    });
  });

  it('records nothing when the count matches, and refuses a count below what orders hold', async () => {
    const skuId = await newSku(6);
    const same = await adjust({ skuId, setTo: 6, idempotencyKey: key() });
    expect(same.json().data).toEqual({ record: null, replayed: false });
    await t.db.transaction((tx) =>
      reserveStock(tx, { skuId, quantity: 4, refType: 'order', refId: 'SO-2', actorId: null }),
    );
    const below = await adjust({ skuId, setTo: 3, idempotencyKey: key() });
    expect(below.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'inventory.insufficientStock',
      params: { available: 2, requested: 3 },
      data: { skuId, onHand: 6, reserved: 4, available: 2 },
    });
    expect(await balances(skuId)).toEqual({ onHand: 6, reserved: 4 });
  });

  it('refuses another reason than cycle_count', async () => {
    const skuId = await newSku(1);
    const answer = await adjust({
      skuId,
      setTo: 3,
      reason: 'received',
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.VALIDATION);
    expect(issueKeysOf(answer, 'reason')).toEqual(['inventory.countIsCycleCount']);
  });
});

describe('idempotency', () => {
  it('a retried request with the same key changes nothing and answers the first record', async () => {
    const skuId = await newSku(0);
    const body = { skuId, delta: 4, reason: 'received', idempotencyKey: key() };
    const first = (await adjust(body)).json().data;
    const again = (await adjust(body)).json().data;
    expect(again.replayed).toBe(true);
    expect(again.record.id).toBe(first.record.id);
    expect(await balances(skuId)).toEqual({ onHand: 4, reserved: 0 });
  });

  it('two copies sent at once apply once', async () => {
    const skuId = await newSku(0);
    const body = { skuId, delta: 7, reason: 'received', idempotencyKey: key() };
    const answers = await Promise.all([1, 2, 3].map(() => adjust(body)));
    expect(answers.every((a) => a.json().code === Codes.OK)).toBe(true);
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    expect(await balances(skuId)).toEqual({ onHand: 7, reserved: 0 });
  });

  it('says a replay is one in Idempotent-Replayed too, and writes one ledger row', async () => {
    const skuId = await newSku(0);
    const body = { skuId, delta: 4, reason: 'received', note: 'Box 1', idempotencyKey: key() };
    const first = await adjust(body);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request, its fields in another order and the note padded (the server trims it).
    const again = await adjust({
      idempotencyKey: body.idempotencyKey,
      note: ' Box 1 ',
      reason: 'received',
      delta: 4,
      skuId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toMatchObject({ replayed: true, record: { id: first.json().data.record.id } });
    expect(await rowsWithKey(body.idempotencyKey)).toBe(1);
  });

  it('refuses the key with another request (42206) and changes nothing', async () => {
    const [skuId, otherSku] = [await newSku(5), await newSku(5)];
    const body = { skuId, delta: 4, reason: 'received', idempotencyKey: key() };
    await adjust(body);
    for (const other of [
      { ...body, delta: 5 },
      { ...body, reason: 'correction' },
      { ...body, note: 'another note' },
      { skuId, setTo: 4, idempotencyKey: body.idempotencyKey },
      { ...body, skuId: otherSku },
    ]) {
      const answer = await adjust(other);
      expectKeyReused(answer);
    }
    // The same key on the bulk operation is another request too.
    const bulk = await bulkAdjust({
      lines: [{ skuId, delta: 4, reason: 'received' }],
      idempotencyKey: body.idempotencyKey,
    });
    expect(bulk.json().code).toBe(Codes.IDEMPOTENCY_KEY_REUSED);
    expect(await balances(skuId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await balances(otherSku)).toEqual({ onHand: 5, reserved: 0 });
    expect(await rowsWithKey(body.idempotencyKey)).toBe(1);
  });

  it('two different requests sent at once with one key: one applied, the other 42206', async () => {
    const [skuId, otherSku] = [await newSku(0), await newSku(0)];
    const idempotencyKey = key();
    const answers = await Promise.all([
      adjust({ skuId, delta: 4, reason: 'received', idempotencyKey }),
      adjust({ skuId, delta: 5, reason: 'received', idempotencyKey }),
      adjust({ skuId: otherSku, delta: 6, reason: 'received', idempotencyKey }),
    ]);
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === Codes.IDEMPOTENCY_KEY_REUSED)).toHaveLength(2);
    expect(await rowsWithKey(idempotencyKey)).toBe(1);
    const won = answers.find((a) => a.json().code === Codes.OK)?.json().data.record;
    const onHand = [(await balances(skuId))?.onHand, (await balances(otherSku))?.onHand];
    expect(onHand).toEqual(won.skuId === skuId ? [won.deltaOnHand, 0] : [0, 6]);
  });
});

describe('bulk adjust', () => {
  it('applies every line in one go', async () => {
    const [a, b] = [await newSku(2), await newSku(8)];
    const answer = await bulkAdjust({
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
    const answer = await bulkAdjust({
      lines: [
        { skuId: a, delta: 5, reason: 'received' },
        { skuId: b, delta: -2, reason: 'damaged' },
      ],
      idempotencyKey: key(),
    });
    expect(answer.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'inventory.insufficientStock',
      params: { available: 1, requested: 2 },
      data: { skuId: b, available: 1 },
    });
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
    await bulkAdjust(body);
    const again = (await bulkAdjust(body)).json().data;
    expect(again.replayed).toBe(true);
    expect(again.records).toHaveLength(2);
    expect(await balances(b)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('replays the same lines in any order, says so in Idempotent-Replayed, and writes each line once', async () => {
    const [a, b] = [await newSku(0), await newSku(0)];
    const lines = [
      { skuId: a, delta: 1, reason: 'received' },
      { skuId: b, delta: 2, reason: 'received' },
    ];
    const idempotencyKey = key();
    const first = await bulkAdjust({ lines, note: 'Market', idempotencyKey });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await bulkAdjust({ lines: [...lines].reverse(), note: 'Market ', idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.replayed).toBe(true);
    expect(again.json().data.records.map((r: StockRecord) => r.id)).toEqual(
      first.json().data.records.map((r: StockRecord) => r.id),
    );
    expect(await rowsWithKey(idempotencyKey)).toBe(2);
    expect([await balances(a), await balances(b)]).toEqual([
      { onHand: 1, reserved: 0 },
      { onHand: 2, reserved: 0 },
    ]);
  });

  it('refuses the key with other lines (42206), even lines of other SKUs only, and changes nothing', async () => {
    const [a, b, c] = [await newSku(0), await newSku(0), await newSku(0)];
    const lines = [
      { skuId: a, delta: 1, reason: 'received' },
      { skuId: b, delta: 2, reason: 'received' },
    ];
    const idempotencyKey = key();
    await bulkAdjust({ lines, idempotencyKey });
    for (const other of [
      [{ ...lines[0], delta: 3 }, lines[1]],
      [lines[0]],
      [...lines, { skuId: c, delta: 1, reason: 'received' }],
      [{ skuId: c, delta: 1, reason: 'received' }],
    ]) {
      const answer = await bulkAdjust({ lines: other, idempotencyKey });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: Codes.IDEMPOTENCY_KEY_REUSED,
        key: 'request.idempotencyKeyReused',
      });
    }
    const single = await adjust({ ...lines[0], idempotencyKey });
    expect(single.json().code).toBe(Codes.IDEMPOTENCY_KEY_REUSED);
    expect(await rowsWithKey(idempotencyKey)).toBe(2);
    expect([await balances(a), await balances(b), await balances(c)]).toEqual([
      { onHand: 1, reserved: 0 },
      { onHand: 2, reserved: 0 },
      { onHand: 0, reserved: 0 },
    ]);
  });

  it('two different bulk requests sent at once with one key, on other SKUs: one applied, the other 42206', async () => {
    const [a, b, c] = [await newSku(0), await newSku(0), await newSku(0)];
    const idempotencyKey = key();
    const answers = await Promise.all([
      bulkAdjust({
        lines: [
          { skuId: a, delta: 1, reason: 'received' },
          { skuId: b, delta: 1, reason: 'received' },
        ],
        idempotencyKey,
      }),
      bulkAdjust({ lines: [{ skuId: c, delta: 1, reason: 'received' }], idempotencyKey }),
    ]);
    const codes = answers.map((x) => x.json().code);
    expect([...codes].sort()).toEqual([Codes.OK, Codes.IDEMPOTENCY_KEY_REUSED]);
    const firstWon = codes[0] === Codes.OK;
    expect(await rowsWithKey(idempotencyKey)).toBe(firstWon ? 2 : 1);
    expect([await balances(a), await balances(b), await balances(c)].map((x) => x?.onHand)).toEqual(
      firstWon ? [1, 1, 0] : [0, 0, 1],
    );
  });

  it('refuses the same SKU twice', async () => {
    const a = await newSku(1);
    const answer = await bulkAdjust({
      lines: [
        { skuId: a, delta: 1, reason: 'received' },
        { skuId: a, delta: 1, reason: 'received' },
      ],
      idempotencyKey: key(),
    });
    expect(answer.json().code).toBe(Codes.VALIDATION);
    expect(issueKeysOf(answer, 'lines')).toEqual(['inventory.skuTwice']);
  });

  it('needs one line at least and takes at most 200, saying so by key', async () => {
    const none = await bulkAdjust({ lines: [], idempotencyKey: key() });
    expect(none.json().data.issues).toMatchObject([
      { path: ['lines'], key: 'inventory.linesRequired', message: 'Add at least one SKU' },
    ]);
    const lines = Array.from({ length: 201 }, (_, i) => ({ skuId: i + 1, delta: 1, reason: 'received' }));
    const many = await bulkAdjust({ lines, idempotencyKey: key() });
    expect(many.json().data.issues).toMatchObject([
      {
        path: ['lines'],
        key: 'inventory.tooManyLines',
        params: { max: 200 },
        message: 'At most 200 SKUs at once',
      },
    ]);
  });
});

describe('the database holds the line whatever code runs', () => {
  it('refuses negative stock and reserved above on hand (CHECK constraints)', async () => {
    const skuId = await newSku(2);
    const set = (values: string) =>
      t.db.execute(sql.raw(`UPDATE product_sku SET ${values} WHERE id = ${skuId}`));
    await expect(set('on_hand = -1')).rejects.toThrow();
    await expect(set('reserved = 3')).rejects.toThrow();
    expect(await balances(skuId)).toEqual({ onHand: 2, reserved: 0 });
  });

  it('keeps the ledger append-only: rows cannot be edited or deleted', async () => {
    const skuId = await newSku(2);
    await expect(
      t.db.update(stockMovement).set({ deltaOnHand: 99 }).where(eq(stockMovement.skuId, skuId)),
    ).rejects.toThrow();
    await expect(t.db.delete(stockMovement).where(eq(stockMovement.skuId, skuId))).rejects.toThrow();
  });
});
