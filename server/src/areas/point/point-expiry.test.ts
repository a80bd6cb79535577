import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer, pointLedger } from '../../db/schema.js';
import { atTime } from '../../lib/clock.js';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { expirePoints, expiryCutoff } from './point-expiry.js';
import { applyPointChange, type PointChange, reversePoints } from './point-ledger.js';
import { reconcilePoints } from './point-reconcile.js';

/** Expiry, oldest grants first: at cutoff C, due = Σ grants ≤ C − Σ everything taken, of all time. */
const t = useTestApp();
const DAY = 86_400_000;
let admin: Caller;
let events = 0;

beforeAll(async () => {
  admin = await t.as('admin');
});

async function setExpiryDays(days: number) {
  const rules = await admin.ok('getPointRules');
  if (rules.expiryDays !== days) await admin.ok('updatePointRules', { body: { ...rules, expiryDays: days } });
}

async function newCustomer() {
  const [id] = await insertCustomers(t.db, [{ name: `Expiring ${++events}` }]);
  return id as number;
}

/** A change written `daysAgo` days before `now`. */
function changeAt(now: Date, daysAgo: number, change: Omit<PointChange, 'bizId' | 'actorId'>) {
  return atTime(new Date(now.getTime() - daysAgo * DAY), () =>
    t.db.transaction((tx) => applyPointChange(tx, { ...change, bizId: `e-${++events}`, actorId: null })),
  );
}

async function expiries(customerId: number) {
  return t.db
    .select({ delta: pointLedger.delta, bizId: pointLedger.bizId })
    .from(pointLedger)
    .where(and(eq(pointLedger.customerId, customerId), eq(pointLedger.bizType, 'EXPIRE')));
}

async function balanceOf(customerId: number) {
  const [row] = await t.db
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.balance;
}

describe('expirePoints', () => {
  it('expires the oldest grants first, less what was spent, once per cutoff', async () => {
    await setExpiryDays(365);
    const now = new Date();
    const customerId = await newCustomer();
    await changeAt(now, 400, { customerId, delta: 100, bizType: 'ORDER_EARN' });
    await changeAt(now, 100, { customerId, delta: 50, bizType: 'ORDER_EARN' });
    await changeAt(now, 50, { customerId, delta: -30, bizType: 'ORDER_USE' });
    const run = await expirePoints(t.db, { now });
    expect(run.customers).toBeGreaterThanOrEqual(1);
    const cutoff = expiryCutoff(now, 365) as Date;
    expect(await expiries(customerId)).toEqual([
      { delta: -70, bizId: `expire:${cutoff.toISOString().slice(0, 10)}` },
    ]);
    expect(await balanceOf(customerId)).toBe(50);
    // Run again: nothing more is due, no second row.
    await expirePoints(t.db, { now });
    expect(await expiries(customerId)).toHaveLength(1);
    // Later, the 50 granted 100 days ago are past the cutoff too; the earlier expiry counts as taken.
    await expirePoints(t.db, { now: new Date(now.getTime() + 300 * DAY) });
    expect((await expiries(customerId)).map((e) => e.delta)).toEqual([-70, -50]);
    expect(await balanceOf(customerId)).toBe(0);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('counts points given back as fresh grants dated when given back', async () => {
    await setExpiryDays(365);
    const now = new Date();
    const customerId = await newCustomer();
    await changeAt(now, 500, { customerId, delta: 80, bizType: 'ORDER_EARN' });
    const use = await changeAt(now, 450, { customerId, delta: -80, bizType: 'ORDER_USE' });
    // Given back 10 days ago: not due, though the grant it came from is long past the cutoff.
    await atTime(new Date(now.getTime() - 10 * DAY), () =>
      t.db.transaction((tx) =>
        reversePoints(tx, { original: use, points: 80, bizId: `cancel:${use.id}`, actorId: null }),
      ),
    );
    await expirePoints(t.db, { now });
    expect(await expiries(customerId)).toEqual([]);
    expect(await balanceOf(customerId)).toBe(80);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('two runners at once write one row per customer', async () => {
    await setExpiryDays(30);
    const now = new Date();
    const ids = await Promise.all(Array.from({ length: 5 }, () => newCustomer()));
    for (const customerId of ids) await changeAt(now, 60, { customerId, delta: 25, bizType: 'ORDER_EARN' });
    const runs = await Promise.all([
      expirePoints(t.db, { now, batchSize: 2 }),
      expirePoints(t.db, { now, batchSize: 3 }),
    ]);
    for (const customerId of ids) {
      expect((await expiries(customerId)).map((e) => e.delta)).toEqual([-25]);
      expect(await balanceOf(customerId)).toBe(0);
    }
    expect(runs[0].points + runs[1].points).toBeGreaterThanOrEqual(5 * 25);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('never expires when points_expiry_days is 0, and stops between batches when told', async () => {
    await setExpiryDays(0);
    const now = new Date();
    const customerId = await newCustomer();
    await changeAt(now, 5000, { customerId, delta: 10, bizType: 'ORDER_EARN' });
    expect(await expirePoints(t.db, { now })).toEqual({ customers: 0, points: 0 });
    expect(await expiries(customerId)).toEqual([]);
    await setExpiryDays(1);
    const stop = new AbortController();
    stop.abort();
    const stopped = await expirePoints(t.db, { now, stop: stop.signal, batchSize: 1 });
    expect(stopped.customers).toBeLessThanOrEqual(1);
    await expirePoints(t.db, { now });
    expect((await expiries(customerId)).map((e) => e.delta)).toEqual([-10]);
  });
});
