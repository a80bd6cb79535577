// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { Codes } from '@shop/contract/codes';
import { describe, expect, it } from 'vitest';
import { boxKey, expectRaceBooks, prepareDrawRace } from '../../test-support/box-draw-fixtures.js';
import { useTwoServers } from '../../test-support/two-servers.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { reconcileBoxes } from './box-reconcile.js';

/**
 * Two built servers on one PostgreSQL, each draw of the race sent to one or the other: the
 * customer's and the series' row locks and the prize's conditional decrement hold across
 * processes, not just within one.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'box-race-12345';

describe.skipIf(!adminUrl)('two servers racing draws', () => {
  const two = useTwoServers(adminUrl, PASSWORD);

  it('50 draws of a box with 3 prizes left over two servers: exactly 3 issued, the books agree', async () => {
    const { side } = two;
    const db = two.db();
    const race = await prepareDrawRace(db, 'Two servers', (seriesId, c) =>
      side(0).ok('drawBox', {
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
      race.bodies.map((body, i) => side(i).call('drawBox', { params: { id: race.seriesId }, body })),
    );
    expect(answers.every((a) => a.envelope.code === Codes.OK || a.status === 422)).toBe(true);
    await expectRaceBooks(
      db,
      race,
      answers.map((a) => a.envelope),
    );
    expect(await reconcileBoxes(db)).toEqual([]);
    expect(await reconcileStock(db)).toEqual([]);
    expect(await reconcilePoints(db)).toEqual([]);
  });
});
