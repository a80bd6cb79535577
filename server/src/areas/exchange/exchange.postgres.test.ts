// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { Codes } from '@shop/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { exchangeKey, insertItem, pointsCustomer, snapshot } from '../../test-support/exchange-fixtures.js';
import { type ApiOver, signInOver } from '../../test-support/reliability/process-api.js';
import { freshPostgres } from '../../test-support/reliability/race-database.js';
import { type ServerProcess, startServer } from '../../test-support/server-process.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileExchange } from './exchange-reconcile.js';

/**
 * Two built servers on one PostgreSQL, each redemption of a race sent to one or the other: the
 * conditional quota update and the customer's row lock hold across processes, not just within one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'exchange-race-1234';

describe.skipIf(!adminUrl)('two servers racing redemptions', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let db: Database['db'];
  const servers: ServerProcess[] = [];
  const sides: ApiOver[] = [];

  beforeAll(async () => {
    pg = await freshPostgres(adminUrl as string);
    db = pg.database.db;
    for (let i = 0; i < 2; i++) servers.push(startServer({ DATABASE_URL: pg.url, ADMIN_PASSWORD: PASSWORD }));
    for (const server of servers) sides.push(await signInOver(await server.ready, 'admin', PASSWORD));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await pg?.drop();
  });

  it('30 redemptions of an item with 1 left over two servers: exactly 1 placed, the books agree', async () => {
    const itemId = await insertItem(db, { title: 'Two servers, one left', pointsPrice: 10, quotaTotal: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => pointsCustomer(db, `Racer ${i}`, 100)),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        (sides[i % 2] as ApiOver).call('placeExchangeOrder', {
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
        (sides[i % 2] as ApiOver).call('placeExchangeOrder', {
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
