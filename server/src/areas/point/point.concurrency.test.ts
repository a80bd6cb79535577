import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer, pointLedger } from '../../db/schema.js';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { apiOver } from '../../test-support/reliability/process-api.js';
import { reconcilePoints } from './point-reconcile.js';

/**
 * No overspending (domain.md §2.3, issue 18): many adjusts at once on one customer, over real
 * HTTP to a listening server. On PostgreSQL they run on a pool of real connections; on PGlite they
 * queue on its single connection.
 */
const t = useTestApp();
let api: ReturnType<typeof apiOver>;

beforeAll(async () => {
  const admin = await t.as('admin');
  api = apiOver(await t.app.listen({ port: 0, host: '127.0.0.1' }), admin.token);
});

async function customerWith(points: number) {
  const [id] = await insertCustomers(t.db, [{ name: `Racer ${Math.random().toString(36).slice(2, 8)}` }]);
  const customerId = id as number;
  await api.ok('adjustPoints', {
    body: {
      customerId,
      delta: points,
      reason: 'promotion',
      note: 'Start',
      idempotencyKey: `start-key-${customerId}`,
    },
  });
  return customerId;
}

async function state(customerId: number) {
  const [row] = await t.db
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  const rows = await t.db.select().from(pointLedger).where(eq(pointLedger.customerId, customerId));
  return { balance: row?.balance, rows };
}

describe('spends racing for the last points', () => {
  it('40 concurrent spends of 10 from 100: exactly 10 succeed, the rest 42202, balance 0, ledger agrees', async () => {
    const customerId = await customerWith(100);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.call('adjustPoints', {
          body: {
            customerId,
            delta: -10,
            reason: 'correction',
            note: `Race ${i}`,
            idempotencyKey: `race-spend-${i}`,
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_POINTS)).toHaveLength(30);
    const after = await state(customerId);
    expect(after.balance).toBe(0);
    expect(after.rows).toHaveLength(11);
    expect(after.rows.reduce((sum, r) => sum + r.delta, 0)).toBe(0);
    expect(after.rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });

  it('one adjust sent 8 times at once with one key: one row, every answer the same entry', async () => {
    const customerId = await customerWith(50);
    const body = {
      customerId,
      delta: -20,
      reason: 'correction' as const,
      note: 'Once',
      idempotencyKey: 'race-once-key',
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.call('adjustPoints', { body })));
    expect(answers.map((a) => a.envelope.code)).toEqual(Array(8).fill(Codes.OK));
    const entries = answers.map((a) => (a.envelope.data as { entry: { id: number } }).entry.id);
    expect(new Set(entries).size).toBe(1);
    const replayed = answers.filter((a) => (a.envelope.data as { replayed: boolean }).replayed);
    expect(replayed).toHaveLength(7);
    expect((await state(customerId)).balance).toBe(30);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });
});
