import { Codes } from '@shop/contract/codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { insertCustomers } from '../../test-support/customer-rows.js';
import { type ApiOver, signInOver } from '../../test-support/reliability/process-api.js';
import { freshPostgres } from '../../test-support/reliability/race-database.js';
import { type ServerProcess, startServer } from '../../test-support/server-process.js';
import { reconcilePoints } from './point-reconcile.js';

/**
 * Issue 18: two built servers on one PostgreSQL database, the spends of a race spread over both,
 * all at once: a balance of N × 10 and more spends of 10 than that → exactly N succeed, every other
 * one 42202, the balance 0 and the books reconciling; one adjust sent to both with one key → one
 * row. Needs TEST_DATABASE_URL.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'race-password-1234';
const ROUNDS = 4;

describe.skipIf(!adminUrl)('two servers on one PostgreSQL racing for points (issue 18)', () => {
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let db: Database['db'];
  const servers: ServerProcess[] = [];
  const apis: ApiOver[] = [];
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    pg = await freshPostgres(adminUrl as string);
    db = pg.database.db;
    for (let i = 0; i < 2; i++) servers.push(startServer({ DATABASE_URL: pg.url, ADMIN_PASSWORD: PASSWORD }));
    for (const server of servers) apis.push(await signInOver(await server.ready, 'admin', PASSWORD));
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await pg?.drop();
  });

  const side = (i: number) => apis[i % apis.length] as ApiOver;

  async function customerWith(points: number, round: number) {
    const [id] = await insertCustomers(db, [{ name: `Points racer ${round}` }]);
    const customerId = id as number;
    await side(0).ok('adjustPoints', {
      body: {
        customerId,
        delta: points,
        reason: 'promotion',
        note: 'Start',
        idempotencyKey: `pg-start-${round}`,
      },
    });
    return customerId;
  }

  it(`lets exactly N spends of 10 through from N × 10 in ${ROUNDS} rounds, the rest 42202`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const n = 2 + round * 2;
      const spends = n + 10 + round * 3;
      const customerId = await customerWith(n * 10, round);
      const answers = await Promise.all(
        Array.from({ length: spends }, (_, i) =>
          side(i + round).call('adjustPoints', {
            body: {
              customerId,
              delta: -10,
              reason: 'correction',
              note: `Round ${round}`,
              idempotencyKey: `pg-spend-${round}-${i}`,
            },
          }),
        ),
      );
      const codes = answers.map((a) => a.envelope.code);
      expect(codes.filter((c) => c === Codes.OK)).toHaveLength(n);
      expect(codes.filter((c) => c !== Codes.OK && c !== Codes.INSUFFICIENT_POINTS)).toEqual([]);
      const [balance] = await rows<{ points_balance: number }>(
        sql`select points_balance from customer where id = ${customerId}`,
      );
      expect(Number(balance?.points_balance)).toBe(0);
      expect(await reconcilePoints(db)).toEqual([]);
    }
  });

  it('answers one adjust sent to both servers with one key with one row', async () => {
    const customerId = await customerWith(100, 99);
    const body = {
      customerId,
      delta: -40,
      reason: 'correction' as const,
      note: 'Twice over two servers',
      idempotencyKey: 'pg-one-key',
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => side(i).call('adjustPoints', { body })),
    );
    expect(answers.map((a) => a.envelope.code)).toEqual(Array(6).fill(Codes.OK));
    const ids = new Set(answers.map((a) => (a.envelope.data as { entry: { id: number } }).entry.id));
    expect(ids.size).toBe(1);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from point_ledger where idempotency_key = 'pg-one-key'`,
    );
    expect(row?.n).toBe(1);
    expect(await reconcilePoints(db)).toEqual([]);
  });
});
