// A process test of the embedded database: run in the PGlite pass only (see vitest.config.ts).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { rowsOf } from './seed/bulk-orders-sql.js';
import { checkDemoBooks } from './seed/demo-check.js';
import { apiOver, type ProcessAnswer, signInOver } from './test-support/reliability/process-api.js';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

/** How long a call took, or Infinity when it did not succeed. */
async function timed(answer: () => Promise<ProcessAnswer>): Promise<number> {
  const at = performance.now();
  const { status } = await answer().catch(() => ({ status: 0 }));
  return status === 200 ? performance.now() - at : Number.POSITIVE_INFINITY;
}

describe('the demo load on the embedded database', () => {
  it('lets the console answer all the while it runs', async () => {
    const dataDir = tmpDir();
    const server = start({
      DATA_DIR: dataDir,
      SEED: 'demo',
      ADMIN_PASSWORD: 'demo-load-password',
      LOG_LEVEL: 'info',
    });
    const url = await server.ready;
    const loaded = () => server.output().includes('created the demo customers and orders');
    expect(loaded()).toBe(false);
    const shop = await signInOver(url, 'admin', 'demo-load-password');
    const anyone = apiOver(url);
    // Health and the first orders page, one after the other, until the demo is whole.
    const health: number[] = [];
    const orders: number[] = [];
    while (!loaded()) {
      health.push(await timed(() => anyone.call('getHealth')));
      orders.push(await timed(() => shop.call('listOrders', { query: { page: 1, pageSize: 20 } })));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Answered many times during the load, never held for long. The load is short steps with a
    // turn for requests between them; written as one transaction it held every request for the
    // seconds it took (the 100 ms p99 target is measured by `npm run bench -- responsive`; the
    // bound here only has to tell "between steps" from "behind the whole load", 5 s and more, on a
    // busy machine: under a load average of 13 on two cores the slowest answers took 0.6 and 1.1 s).
    expect(health.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...health)).toBeLessThan(3_000);
    expect(Math.max(...orders)).toBeLessThan(3_000);
    expect(await signInStatus(url, 'demo-load-password')).toBe(20000);
    // And the shop it built is whole: orders, the points ledger, the exchange's items and orders.
    expect((await shop.ok('listOrders', { query: { page: 1, pageSize: 1 } })).total).toBe(2000);
    const welcome = await shop.ok('listPointLedger', { query: { page: 1, pageSize: 1, bizType: 'ADMIN' } });
    expect(welcome.total).toBe(300);
    expect((await shop.ok('listExchangeItems', { query: { page: 1, pageSize: 20 } })).total).toBe(12);
    // Its books, read from the folder once the server has stopped: every order rule, the stock,
    // points and exchange reconcilers, the ledger's balances and chains, every exchange state.
    expect(server.signal('SIGTERM')).toBe(true);
    expect(await server.exited).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [load] = rowsOf<{ now: string }>(
        await database.db.execute(sql`SELECT run->>'now' AS now FROM demo_load`),
      );
      expect(await checkDemoBooks(database.db, new Date(load?.now ?? 0))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
