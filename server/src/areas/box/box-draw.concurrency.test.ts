import { describe, expect, it } from 'vitest';
import { boxKey, expectRaceBooks, insertBox, prepareDrawRace } from '../../test-support/box-draw-fixtures.js';
import { pointsCustomer } from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { reconcileBoxes } from './box-reconcile.js';

/**
 * Never more prizes than the pool holds, and nobody charged for a draw that did not happen
 * (issue 21): many draws at once through the API. On PostgreSQL they run on a pool of connections
 * and meet at the customer's and the series' row locks; on PGlite they queue on its one
 * connection. After each race every book agrees.
 */
const t = useTestApp();

async function booksAgree() {
  expect(await reconcileBoxes(t.db)).toEqual([]);
  expect(await reconcileStock(t.db)).toEqual([]);
  expect(await reconcilePoints(t.db)).toEqual([]);
}

describe('draws racing', () => {
  it('50 draws at once on a box with 3 prizes left: exactly 3 issued, 47 sold out and charged nothing', async () => {
    const staff = await t.as('editor');
    const race = await prepareDrawRace(t.db, 'Race', (seriesId, c) =>
      staff.ok('drawBox', {
        params: { id: seriesId },
        body: {
          customerId: c.id,
          payMethod: 'POINTS',
          addressId: c.addressId,
          ageConfirmed: true,
          idempotencyKey: boxKey('early'),
        },
      }),
    );
    const answers = await Promise.all(
      race.bodies.map((body) => staff.call('drawBox', { params: { id: race.seriesId }, body })),
    );
    await expectRaceBooks(
      t.db,
      race,
      answers.map((a) => a.json()),
    );
    await booksAgree();
  });

  it('one customer drawing 20 at once with a daily limit of 4: exactly 4, the guarantee streak intact', async () => {
    const staff = await t.as('admin');
    const box = await insertBox(t.db, {
      prizes: [
        { tier: 'COMMON', quantity: 30 },
        { tier: 'RARE', quantity: 10 },
      ],
      perCustomerDailyLimit: 4,
      guaranteeEvery: 3,
      guaranteeMinTier: 'RARE',
    });
    const buyer = await pointsCustomer(t.db, 'Limit racer', 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        staff.call('drawBox', {
          params: { id: box.seriesId },
          body: {
            customerId: buyer.id,
            payMethod: 'POINTS',
            addressId: buyer.addressId,
            idempotencyKey: boxKey('limit'),
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().key ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(4);
    expect(codes.filter((c) => c === 'box.dailyLimit')).toHaveLength(16);
    // Their draws took turns: no three in a row without a rare one.
    const tiers = answers
      .filter((a) => a.json().code === 20000)
      .map((a) => a.json().data.draw)
      .sort((a, b) => a.id - b.id)
      .map((d) => d.tier);
    expect(tiers.join(',')).not.toMatch(/COMMON,COMMON,COMMON/);
    await booksAgree();
  });
});
