import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, pointLedger } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { applyPointChange, applyPointChanges, reversePoints } from './point-ledger.js';
import { reconcilePoints } from './point-reconcile.js';

/** The one ledger function's rules: reversals never exceed their original, take-backs stop at the balance. */
const t = useTestApp();
let events = 0;

async function customerWith(points: number) {
  const [id] = await insertCustomers(t.db, [{ name: `Ledger ${++events}` }]);
  const customerId = id as number;
  if (points) await change(customerId, points, 'ADMIN');
  return customerId;
}

function change(customerId: number, delta: number, bizType: 'ADMIN' | 'ORDER_USE' | 'ORDER_EARN') {
  return t.db.transaction((tx) =>
    applyPointChange(tx, {
      customerId,
      delta,
      bizType,
      bizId: `${bizType === 'ADMIN' ? 'adjust:' : ''}${++events}`,
      reason: bizType === 'ADMIN' ? 'other' : null,
      actorId: null,
    }),
  );
}

const reverse = (original: Awaited<ReturnType<typeof change>>, points: number) =>
  t.db.transaction((tx) =>
    reversePoints(tx, { original, points, bizId: `refund:${++events}`, actorId: null }),
  );

async function balanceOf(customerId: number) {
  const [row] = await t.db
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.balance;
}

describe('reversePoints', () => {
  it('gives spent points back across several reversals, never more than were spent', async () => {
    const customerId = await customerWith(100);
    const use = await change(customerId, -50, 'ORDER_USE');
    const rows = [
      await reverse(use, 20),
      await reverse(use, 20),
      await reverse(use, 20),
      await reverse(use, 5),
    ];
    expect(rows.map((r) => r && [r.bizType, r.delta, r.shortfall, r.reversesId])).toEqual([
      ['ORDER_USE_RETURN', 20, 0, use.id],
      ['ORDER_USE_RETURN', 20, 0, use.id],
      ['ORDER_USE_RETURN', 10, 0, use.id],
      null,
    ]);
    expect(await balanceOf(customerId)).toBe(100);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('takes earned points back up to the balance and records the rest as a shortfall, never more than the grant', async () => {
    const customerId = await customerWith(0);
    const earn = await change(customerId, 100, 'ORDER_EARN');
    await change(customerId, -80, 'ORDER_USE');
    const first = await reverse(earn, 60);
    expect(first).toMatchObject({
      bizType: 'ORDER_EARN_REVERSAL',
      delta: -20,
      shortfall: 40,
      balanceAfter: 0,
    });
    // Nothing left in the balance: the rest of the grant is all shortfall.
    const second = await reverse(earn, 60);
    expect(second).toMatchObject({ delta: 0, shortfall: 40, balanceAfter: 0 });
    expect(await reverse(earn, 1)).toBeNull();
    const reversals = await t.db.select().from(pointLedger).where(eq(pointLedger.reversesId, earn.id));
    expect(reversals.reduce((sum, r) => sum + Math.abs(r.delta) + r.shortfall, 0)).toBe(100);
    expect(await balanceOf(customerId)).toBe(0);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('takes back in full while the balance covers it', async () => {
    const customerId = await customerWith(10);
    const earn = await change(customerId, 30, 'ORDER_EARN');
    expect(await reverse(earn, 12)).toMatchObject({ delta: -12, shortfall: 0, balanceAfter: 28 });
    expect(await reverse(earn, 100)).toMatchObject({ delta: -18, shortfall: 0, balanceAfter: 10 });
  });

  it('refuses to reverse what is not reversible', async () => {
    const customerId = await customerWith(10);
    const grant = await change(customerId, 5, 'ADMIN');
    await expect(reverse(grant, 5)).rejects.toThrow(/not reversed/);
  });
});

describe('applyPointChange', () => {
  it('refuses a spend beyond the balance with 42202 and writes nothing; one event moves points once', async () => {
    const customerId = await customerWith(9);
    const short = await change(customerId, -10, 'ORDER_USE').catch((e: unknown) => e);
    expect(short).toBeInstanceOf(AppError);
    expect(short).toMatchObject({
      code: Codes.INSUFFICIENT_POINTS,
      data: { customerId, balance: 9, requested: 10 },
    });
    const once = { customerId, delta: 1, bizType: 'ORDER_EARN' as const, bizId: 'twice-1', actorId: null };
    await t.db.transaction((tx) => applyPointChange(tx, once));
    await expect(t.db.transaction((tx) => applyPointChange(tx, once))).rejects.toThrow();
    expect(await balanceOf(customerId)).toBe(10);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });
});

describe('applyPointChanges', () => {
  it('moves many customers at once with their rows in the order given, or none when one is short', async () => {
    const [a, b, c] = [await customerWith(10), await customerWith(20), await customerWith(5)];
    const batch = (delta: number, bizId: string) =>
      t.db.transaction((tx) =>
        applyPointChanges(
          tx,
          [a, b, c].map((customerId) => ({
            customerId,
            delta,
            bizType: 'ADMIN' as const,
            bizId,
            reason: 'other' as const,
            actorId: null,
          })),
        ),
      );
    const short = await batch(-6, 'adjust:batch-short').catch((e: unknown) => e);
    expect(short).toMatchObject({
      code: Codes.INSUFFICIENT_POINTS,
      data: { customerId: c, balance: 5, requested: 6 },
    });
    expect([await balanceOf(a), await balanceOf(b), await balanceOf(c)]).toEqual([10, 20, 5]);
    const rows = await batch(-5, 'adjust:batch-ok');
    expect(rows.map((r) => [r.customerId, r.delta, r.balanceAfter])).toEqual([
      [a, -5, 5],
      [b, -5, 15],
      [c, -5, 0],
    ]);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });
});
