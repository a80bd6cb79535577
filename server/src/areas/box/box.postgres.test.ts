// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { Codes } from '@shop/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { boxKey, expectRaceBooks, prepareDrawRace } from '../../test-support/box-draw-fixtures.js';
import { type ApiOver, signInOver } from '../../test-support/reliability/process-api.js';
import { freshPostgres } from '../../test-support/reliability/race-database.js';
import { type ServerProcess, startServer } from '../../test-support/server-process.js';
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

  it('50 draws of a box with 3 prizes left over two servers: exactly 3 issued, the books agree', async () => {
    const side = (i: number) => sides[i % 2] as ApiOver;
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
