// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { Codes } from '@shop/contract/codes';
import { describe, expect, it } from 'vitest';
import { exchangeKey, insertItem, pointsCustomer, snapshot } from '../../test-support/exchange-fixtures.js';
import { useTwoServers } from '../../test-support/two-servers.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileExchange } from './exchange-reconcile.js';

/**
 * Two built servers on one PostgreSQL, each redemption of a race sent to one or the other: the
 * conditional quota update and the customer's row lock hold across processes, not just within one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'exchange-race-1234';

describe.skipIf(!adminUrl)('two servers racing redemptions', () => {
  const two = useTwoServers(adminUrl, PASSWORD);

  it('30 redemptions of an item with 1 left over two servers: exactly 1 placed, the books agree', async () => {
    const db = two.db();
    const itemId = await insertItem(db, { title: 'Two servers, one left', pointsPrice: 10, quotaTotal: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => pointsCustomer(db, `Racer ${i}`, 100)),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        two.side(i).call('placeExchangeOrder', {
          body: {
            customerId: b.id,
            itemId,
            quantity: 1,
            note: '',
            idempotencyKey: exchangeKey('two-servers'),
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_STOCK)).toHaveLength(29);
    const after = await snapshot(
      db,
      itemId,
      null,
      buyers.map((b) => b.id),
    );
    expect(after).toMatchObject({ orders: 1, quantity: 1, item: { quotaRemaining: 0 } });
    expect(after.balances.reduce((s, b) => s + b, 0)).toBe(3000 - 10);
    expect(await reconcileExchange(db)).toEqual([]);
    expect(await reconcileStock(db)).toEqual([]);
  });

  it('quota 5 with 2 per customer, 30 requests from 5 customers over two servers: 5 placed, nobody above 2', async () => {
    const db = two.db();
    const itemId = await insertItem(db, {
      title: 'Two servers, two each',
      pointsPrice: 5,
      quotaTotal: 5,
      perCustomerLimit: 2,
    });
    const buyers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => pointsCustomer(db, `Pair ${i}`, 100)),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        two.side(i).call('placeExchangeOrder', {
          body: {
            customerId: (buyers[i % 5] as { id: number }).id,
            itemId,
            quantity: 1,
            note: '',
            idempotencyKey: exchangeKey('pairs'),
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.envelope.code === Codes.OK)).toHaveLength(5);
    const held = await Promise.all(
      buyers.map(async (b) => (await snapshot(db, itemId, null, [b.id])).balances[0] as number),
    );
    // Each order took 5 points: nobody paid for more than 2.
    for (const balance of held) expect(100 - balance).toBeLessThanOrEqual(10);
    expect(held.reduce((s, b) => s + (100 - b), 0)).toBe(25);
    expect(await reconcileExchange(db)).toEqual([]);
  });
});
