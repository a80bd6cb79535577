import type { PointLedgerEntry } from '@shop/contract/areas/point';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, configHistory, customer, pointLedger } from '../../db/schema.js';
import { atTime } from '../../lib/clock.js';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import { applyPointChange, reversePoints } from './point-ledger.js';
import { reconcilePoints } from './point-reconcile.js';

const t = useTestApp();
let admin: Caller;
let editor: Caller;
let keys = 0;
const key = () => `points-key-${++keys}`;

beforeAll(async () => {
  admin = await t.as('admin');
  editor = await t.as('editor');
});

async function newCustomer(
  points = 0,
  name = `Points customer ${keys}-${Math.random().toString(36).slice(2, 7)}`,
) {
  const [id] = await insertCustomers(t.db, [{ name }]);
  if (points > 0) {
    await t.db.transaction((tx) =>
      applyPointChange(tx, {
        customerId: id as number,
        delta: points,
        bizType: 'ADMIN',
        bizId: `adjust:seed-${id}`,
        reason: 'promotion',
        actorId: null,
      }),
    );
  }
  return id as number;
}

async function balanceOf(customerId: number) {
  const [row] = await t.db
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.balance;
}

const adjust = (body: Record<string, unknown>) => admin.call('adjustPoints', { body });

describe('adjust', () => {
  it('adds points with a reason and a note: one ledger row, the balance, an audit row', async () => {
    const customerId = await newCustomer(5);
    const idempotencyKey = key();
    const answer = await adjust({
      customerId,
      delta: 40,
      reason: 'goodwill',
      note: ' Late parcel ',
      idempotencyKey,
    });
    expect(answer.json().code).toBe(Codes.OK);
    const entry: PointLedgerEntry = answer.json().data.entry;
    expect(answer.json().data.replayed).toBe(false);
    expect(entry).toMatchObject({
      customer: { id: customerId },
      delta: 40,
      balanceAfter: 45,
      bizType: 'ADMIN',
      bizId: `adjust:${idempotencyKey}`,
      title: '',
      reason: 'goodwill',
      note: 'Late parcel',
      shortfall: 0,
      reversesId: null,
      actor: { name: expect.any(String) },
      orderId: null,
      exchangeOrderId: null,
    });
    expect(await balanceOf(customerId)).toBe(45);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjust_points'), eq(auditLog.entityId, String(customerId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toEqual({ pointsBalance: 5 });
  });

  it('refuses a spend beyond the balance with 42202 and its data, and writes nothing', async () => {
    const customerId = await newCustomer(30);
    const answer = await adjust({
      customerId,
      delta: -31,
      reason: 'correction',
      note: 'x',
      idempotencyKey: key(),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: Codes.INSUFFICIENT_POINTS,
      key: 'point.insufficient',
      data: { customerId, balance: 30, requested: 31 },
    });
    expect(await balanceOf(customerId)).toBe(30);
    const rows = await t.db.select().from(pointLedger).where(eq(pointLedger.customerId, customerId));
    expect(rows).toHaveLength(1);
  });

  it('answers a retried key with the first entry (replayed), and the key with another request is 42206', async () => {
    const customerId = await newCustomer(10);
    const body = { customerId, delta: -4, reason: 'correction', note: 'Double grant', idempotencyKey: key() };
    const first = await adjust(body);
    const again = await adjust(body);
    expect(again.json().data.replayed).toBe(true);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.entry).toEqual(first.json().data.entry);
    expectKeyReused(await adjust({ ...body, delta: -5 }));
    expectKeyReused(await adjust({ ...body, customerId: await newCustomer(10) }));
    expect(await balanceOf(customerId)).toBe(6);
  });

  it('the same adjust sent twice at once with one key: one row, both answer the same entry', async () => {
    const customerId = await newCustomer(10);
    const body = { customerId, delta: 7, reason: 'compensation', note: 'Twice', idempotencyKey: key() };
    const answers = await Promise.all([adjust(body), adjust(body)]);
    const entries = answers.map((a) => a.json().data.entry as PointLedgerEntry);
    expect(entries[0]).toEqual(entries[1]);
    expect(answers.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    expect(await balanceOf(customerId)).toBe(17);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('checks the body: whole non-zero delta within a million, a reason, a note, a key', async () => {
    const customerId = await newCustomer();
    const issues = async (body: Record<string, unknown>) => {
      const answer = await adjust({
        customerId,
        delta: 1,
        reason: 'other',
        note: 'n',
        idempotencyKey: key(),
        ...body,
      });
      expect(answer.statusCode).toBe(400);
      return answer
        .json()
        .data.issues.map((i: { path: string[]; key: string }) => `${i.path.join('.')}:${i.key}`);
    };
    expect(await issues({ delta: 0 })).toEqual(['delta:point.zeroChange']);
    expect((await issues({ delta: 1.5 }))[0]).toMatch(/^delta:/);
    expect((await issues({ delta: 1_000_001 }))[0]).toMatch(/^delta:/);
    expect(await issues({ note: '   ' })).toEqual(['note:point.noteRequired']);
    expect((await issues({ note: 'x'.repeat(201) }))[0]).toMatch(/^note:/);
    expect((await issues({ reason: 'because' }))[0]).toMatch(/^reason:/);
    expect((await issues({ idempotencyKey: 'short' }))[0]).toMatch(/^idempotencyKey:/);
    expect(await balanceOf(customerId)).toBe(0);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const answer = await adjust({
      customerId: 99_999_999,
      delta: 1,
      reason: 'other',
      note: 'n',
      idempotencyKey: key(),
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('ledger list', () => {
  let customerId: number;
  beforeAll(async () => {
    customerId = await newCustomer(0, 'Ledger Lister');
    for (const [delta, reason] of [
      [100, 'promotion'],
      [-30, 'correction'],
      [5, 'goodwill'],
    ] as const) {
      await admin.ok('adjustPoints', {
        body: { customerId, delta, reason, note: `${reason} note`, idempotencyKey: `list-${reason}-key` },
      });
    }
  });

  it("filters by customer, newest first, with the customer's name and the balance after each row", async () => {
    const page = await admin.ok('listPointLedger', { query: { customerId } });
    expect(page.total).toBe(3);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((i) => [i.delta, i.balanceAfter])).toEqual([
      [5, 75],
      [-30, 70],
      [100, 100],
    ]);
    expect(page.items[0]?.customer.name).toBe('Ledger Lister');
  });

  it('sorts by delta and pages', async () => {
    const page = await admin.ok('listPointLedger', {
      query: { customerId, sort: 'delta:asc', pageSize: 2, page: 1 },
    });
    expect(page.items.map((i) => i.delta)).toEqual([-30, 5]);
    const next = await admin.ok('listPointLedger', {
      query: { customerId, sort: 'delta:asc', pageSize: 2, page: 2 },
    });
    expect(next.items.map((i) => i.delta)).toEqual([100]);
  });

  it('filters by types (a comma list), staff, date and the adjust key as reference', async () => {
    const types = await admin.ok('listPointLedger', { query: { customerId, bizType: 'EXPIRE,ADMIN' } });
    expect(types.total).toBe(3);
    const none = await admin.ok('listPointLedger', { query: { customerId, bizType: 'ORDER_EARN' } });
    expect(none.total).toBe(0);
    const byRef = await admin.ok('listPointLedger', { query: { reference: 'list-goodwill-key' } });
    expect(byRef.items.map((i) => i.delta)).toEqual([5]);
    const future = await admin.ok('listPointLedger', {
      query: { customerId, from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(future.total).toBe(0);
    const bad = await admin.call('listPointLedger', { query: { bizType: 'ADMIN,NOPE' } });
    expect(bad.statusCode).toBe(400);
  });

  it('merges several types across customers in time order', async () => {
    const other = await newCustomer(0, 'Second Lister');
    await t.db.transaction((tx) =>
      applyPointChange(tx, {
        customerId: other,
        delta: 3,
        bizType: 'ORDER_EARN',
        bizId: '999001',
        title: 'SO-T',
        actorId: null,
      }),
    );
    const page = await admin.ok('listPointLedger', { query: { bizType: 'ORDER_EARN,ADMIN', pageSize: 100 } });
    const times = page.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const earn = page.items.find((i) => i.bizType === 'ORDER_EARN');
    expect(earn).toMatchObject({ customer: { id: other }, orderId: 999001, title: 'SO-T' });
  });

  it("finds an order's rows and their reversals by the order id, each linking to the order", async () => {
    const buyer = await newCustomer(50, 'Reference Buyer');
    await t.db.transaction(async (tx) => {
      const use = await applyPointChange(tx, {
        customerId: buyer,
        delta: -20,
        bizType: 'ORDER_USE',
        bizId: '777001',
        title: 'SO-REF',
        actorId: null,
      });
      await reversePoints(tx, {
        original: use,
        points: 20,
        bizId: 'cancel:777001',
        title: 'SO-REF',
        actorId: null,
      });
    });
    const page = await admin.ok('listPointLedger', { query: { reference: '777001' } });
    expect(page.items.map((i) => [i.bizType, i.delta, i.orderId])).toEqual([
      ['ORDER_USE_RETURN', 20, 777001],
      ['ORDER_USE', -20, 777001],
    ]);
    const nothing = await admin.ok('listPointLedger', { query: { reference: 'no-such-ref' } });
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('exports the filtered rows as CSV in the asked language', async () => {
    const res = await admin.call('exportPointLedger', { query: { customerId, lang: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Points change');
    expect(lines[1]).toContain('Adjustment');
  });
});

describe("a customer's points", () => {
  it('answers balance, earned, spent, expired, adjusted and what expires in the next 30 days', async () => {
    const customerId = await newCustomer(0);
    // The grant dates from 400 days ago (the ledger stamps rows with the clock).
    await atTime(new Date(Date.now() - 400 * 86_400_000), () =>
      t.db.transaction((tx) =>
        applyPointChange(tx, { customerId, delta: 50, bizType: 'ORDER_EARN', bizId: '9001', actorId: null }),
      ),
    );
    await t.db.transaction((tx) =>
      applyPointChange(tx, { customerId, delta: -20, bizType: 'ORDER_USE', bizId: '9002', actorId: null }),
    );
    await admin.ok('adjustPoints', {
      body: { customerId, delta: 8, reason: 'goodwill', note: 'n', idempotencyKey: key() },
    });
    const points = await admin.ok('getCustomerPoints', { params: { id: customerId } });
    expect(points).toMatchObject({
      balance: 38,
      earned: 50,
      spent: 20,
      expired: 0,
      adjusted: 8,
      expiringSoon: 30,
    });
    expect((await admin.call('getCustomerPoints', { params: { id: 99_999_999 } })).statusCode).toBe(404);
  });
});

describe('rules', () => {
  it('reads the four keys with their versions and writes a change through config history', async () => {
    const rules = await admin.ok('getPointRules');
    expect(rules).toMatchObject({
      pointsPerCurrencyUnit: 1,
      pointValueCents: 1,
      maxOrderPercent: 50,
      expiryDays: 365,
    });
    const changed = await admin.ok('updatePointRules', { body: { ...rules, maxOrderPercent: 30 } });
    expect(changed.maxOrderPercent).toBe(30);
    expect(changed.versions.maxOrderPercent).toBe(rules.versions.maxOrderPercent + 1);
    expect(changed.versions.expiryDays).toBe(rules.versions.expiryDays);
    const history = await t.db
      .select()
      .from(configHistory)
      .where(eq(configHistory.key, 'points_max_order_percent'));
    expect(history.at(-1)).toMatchObject({ newValue: 30, oldValue: 50 });

    const stale = await admin.call('updatePointRules', {
      body: { ...rules, expiryDays: 10, maxOrderPercent: 20 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(Codes.VERSION_CONFLICT);
    expect(await admin.ok('getPointRules')).toEqual(changed);

    const bad = await admin.call('updatePointRules', { body: { ...changed, maxOrderPercent: 101 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('editors', () => {
  it('get 403 on every point endpoint and change nothing', async () => {
    const customerId = await newCustomer(20);
    const rules = await admin.ok('getPointRules');
    const calls = [
      editor.call('listPointLedger'),
      editor.call('exportPointLedger'),
      editor.call('getCustomerPoints', { params: { id: customerId } }),
      editor.call('adjustPoints', {
        body: { customerId, delta: -20, reason: 'other', note: 'n', idempotencyKey: key() },
      }),
      editor.call('getPointRules'),
      editor.call('updatePointRules', { body: { ...rules, expiryDays: 1 } }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe(Codes.FORBIDDEN);
    }
    expect(await balanceOf(customerId)).toBe(20);
    expect(await admin.ok('getPointRules')).toEqual(rules);
  });
});
