// Process tests of the embedded database: run in the PGlite pass only (see vitest.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcileStock } from './areas/inventory/stock-reconcile.js';
import { CLOSE_REASON } from './areas/order/order-jobs.js';
import { placeOrder } from './areas/order/order-place.service.js';
import { reconcileOrders } from './areas/order/order-reconcile.js';
import { openDatabase } from './db/client.js';
import { shopOrder } from './db/schema.js';
import { seedConfig } from './seed/config-seed.js';
import { migratedPgdata } from './test-support/migrated-data-dir.js';
import { address, smallShop } from './test-support/order-fixtures.js';
import { connectionRefused, openConnection, responsesIn } from './test-support/raw-http.js';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

// Tests of locking, stopping and restarting start on a migrated folder (a PGlite initdb and every
// migration cost 5–15 s per first start); the first-start and damaged-folder tests keep empty ones.
const { start, tmpDir, migratedDir } = useServerProcesses(afterEach);
// Built once (kept by the migrations' hash), outside the first test's time limit.
beforeAll(migratedPgdata, 120_000);

describe('start-up configuration', () => {
  it.each([
    ['PORT', 'abc', /^Invalid setting PORT: .*\(got "abc"\)$/],
    ['LOG_LEVEL', 'loud', /^Invalid setting LOG_LEVEL: /],
    ['DATABASE_URL', 'mysql://x', /^Invalid setting DATABASE_URL: must start with postgres:\/\//],
    ['SEED', 'lots', /^Invalid setting SEED: /],
    ['ADMIN_PASSWORD', 'short', /^Invalid setting ADMIN_PASSWORD: must be at least 8 characters$/],
  ])('a bad %s stops the server with one line naming it and exit code 1', async (name, value, message) => {
    const server = start({ DATA_DIR: tmpDir(), [name]: value });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe('the embedded database folder', () => {
  it('is locked against a second server, survives a clean shutdown and keeps its data', async () => {
    const dataDir = await migratedDir();
    const first = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'first-start-password' });
    const url = await first.ready;
    expect(first.output()).not.toContain('Their password is');
    expect(await signInStatus(url, 'first-start-password')).toBe(20000);

    // Two processes on one PGlite folder would lose writes silently: the second must refuse.
    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server \(process \d+/);
    expect(await signInStatus(url, 'first-start-password')).toBe(20000);

    // The lock is the operating system's and ends with the process; the file itself stays.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'ignored-after-first-start' });
    const url2 = await again.ready;
    expect(await signInStatus(url2, 'first-start-password')).toBe(20000);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('answers while the demo storefront plays, and stops within 10 s on SIGTERM', async () => {
    const dataDir = await migratedDir();
    const server = start({ DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD: 'graceful-stop-pass' });
    const url = await server.ready;
    // Each demo step yields to requests and timers: the console answers and a signal is heard.
    // (Before, a loop of awaited PGlite queries never yielded: health timed out for the whole demo
    // and a SIGTERM waited for its end, 100 s and more.)
    for (let i = 0; i < 5; i++) {
      const asked = Date.now();
      expect((await fetch(`${url}/base/health`, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
      expect(Date.now() - asked).toBeLessThan(5_000);
    }
    expect(await signInStatus(url, 'graceful-stop-pass')).toBe(20000);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // Nothing was left half-written: the folder opens again at once.
    const again = start({ DATA_DIR: dataDir, SEED: 'none' });
    expect(await signInStatus(await again.ready, 'graceful-stop-pass')).toBe(20000);
  }, 90_000);

  it('is usable at once after its server was killed with SIGKILL', async () => {
    const dataDir = await migratedDir();
    const first = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'before-a-crash-123' });
    await first.ready;
    first.child.kill('SIGKILL');
    await first.exited;
    const lockFile = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    expect(lockFile.pid).toBe(first.child.pid);

    const again = start({ DATA_DIR: dataDir });
    expect(await signInStatus(await again.ready, 'before-a-crash-123')).toBe(20000);
  });

  it.each([
    ['a live process that does not hold the lock', process.pid],
    ['process 1 (a container restarted as process 1 again)', 1],
  ])('is taken when its lock file names %s', async (_, pid) => {
    const dataDir = await migratedDir();
    fs.writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const server = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'after-a-crash-123' });
    expect(await signInStatus(await server.ready, 'after-a-crash-123')).toBe(20000);
  });

  it('prints a generated password once on first start', async () => {
    const dataDir = tmpDir();
    const server = start({ DATA_DIR: dataDir });
    const url = await server.ready;
    const password = /Their password is: (\S+)/.exec(server.output())?.[1];
    expect(password).toBeDefined();
    expect(await signInStatus(url, password ?? '')).toBe(20000);
  });

  it('reports a damaged folder in plain words', async () => {
    const notADatabase = tmpDir();
    fs.mkdirSync(path.join(notADatabase, 'pgdata'));
    fs.writeFileSync(path.join(notADatabase, 'pgdata', 'notes.txt'), 'hello');
    const a = start({ DATA_DIR: notADatabase });
    expect(await a.exited).toBe(1);
    expect(a.output()).toMatch(/^The database folder .* is damaged or is not a database folder/);

    // A real database whose control file was overwritten.
    const broken = tmpDir();
    const first = start({ DATA_DIR: broken, ADMIN_PASSWORD: 'will-be-broken-1' });
    await first.ready;
    first.child.kill('SIGTERM');
    await first.exited;
    fs.writeFileSync(path.join(broken, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192));
    const b = start({ DATA_DIR: broken });
    expect(await b.exited).toBe(1);
    expect(b.output().trim().split('\n')).toHaveLength(1);
    expect(b.output()).toMatch(/could not be opened; it looks damaged/);
    // Three server starts, one with a first migration and seed: past 30 s on a loaded machine.
  }, 90_000);
});

describe('a graceful stop (SIGTERM)', () => {
  it('answers the request in flight, refuses new work, closes kept-alive connections and frees the folder within 10 s', async () => {
    const dataDir = await migratedDir();
    const server = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'graceful-stop-pass' });
    const port = Number(new URL(await server.ready).port);
    const body = JSON.stringify({ username: 'admin', password: 'graceful-stop-pass' });
    const health = 'GET /base/health HTTP/1.1\r\nHost: shop\r\n\r\n';

    // In flight: the server has its headers (it says 100 Continue), half its body is still to come.
    const signInInFlight = async () => {
      const connection = await openConnection(port);
      connection.write(
        `POST /base/admin/user/login/password HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await connection.received('100 Continue');
      connection.write(body.slice(0, 10));
      return connection;
    };
    const busy = await signInInFlight();
    const quiet = await signInInFlight();
    // Kept alive, with nothing in flight.
    const idle = await openConnection(port);
    idle.write(health);
    await idle.received('"code":20000');

    const signalled = Date.now();
    expect(server.signal('SIGTERM')).toBe(true);
    // New connections are refused as soon as the close begins...
    while (!(await connectionRefused(port))) await new Promise((resolve) => setTimeout(resolve, 20));
    // ...an idle kept-alive one is closed with nothing more said...
    expect(responsesIn(await idle.closed).map((r) => r.status)).toEqual([200]);
    // ...the request in flight is answered, and the next one on its connection gets the 503
    // envelope (not Fastify's bare {error}), after which the server closes the connection.
    busy.write(body.slice(10) + health);
    const [signIn, refused, ...more] = responsesIn(await busy.closed);
    expect(signIn?.status).toBe(200);
    expect(JSON.parse(signIn?.body ?? '')).toMatchObject({
      code: 20000,
      data: { state: expect.any(String) },
    });
    expect(refused?.status).toBe(503);
    expect(refused?.headers.connection).toBe('close');
    expect(refused?.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      code: 50300,
      message: 'The server is shutting down; try again in a moment',
      data: null,
      key: 'request.unavailable',
      params: {},
    });
    expect(more).toEqual([]);
    // A client that sends nothing after its answer does not hold the close for its keep-alive
    // (72 s): its connection is closed once that answer is out.
    quiet.write(body.slice(10));
    expect(responsesIn(await quiet.closed).map((r) => r.status)).toEqual([200]);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The database was closed and its folder freed: a second server opens it at once.
    const again = start({ DATA_DIR: dataDir });
    expect(await signInStatus(await again.ready, 'graceful-stop-pass')).toBe(20000);
  }, 90_000);

  it('lets the order clock finish its running transaction, then closes the database', async () => {
    const dataDir = await migratedDir();
    // A backlog of overdue unpaid orders, which the clock's first round starts on with the server.
    const overdue = 200;
    const before = await openDatabase({ kind: 'pglite', dataDir });
    await seedConfig(before.db);
    const shop = await smallShop(before.db, 'STOP', overdue);
    for (let i = 0; i < overdue; i++) {
      await placeOrder(before.db, null, {
        customerId: shop.customerId,
        lines: [{ skuId: shop.blue, quantity: 1 }],
        shippingFee: 0,
        discount: 0,
        address,
        buyerNote: '',
        channel: 'STAFF',
      });
    }
    await before.db.execute(sql`UPDATE shop_order SET auto_close_at = now() - interval '1 minute'`);
    await before.close();

    const server = start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await server.ready;
    const signalled = Date.now();
    expect(server.signal('SIGTERM')).toBe(true);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);

    // The folder opens at once, and what the clock said it did is there, the books agreeing.
    const after = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await after.db
        .select({ closed: count() })
        .from(shopOrder)
        .where(eq(shopOrder.cancelReason, CLOSE_REASON));
      const closed = row?.closed ?? -1;
      // Stopped between two short transactions: the signal came while the first round was at
      // work (it starts before the server says it is ready), so part of the backlog waits.
      expect(closed).toBeGreaterThan(0);
      expect(closed).toBeLessThan(overdue);
      const said = /"closed":(\d+)[^\n]*"msg":"order clock"/.exec(server.output())?.[1];
      expect(Number(said ?? 0)).toBe(closed);
      expect(await reconcileStock(after.db)).toEqual([]);
      expect(await reconcileOrders(after.db)).toEqual([]);
      process.stdout.write(`order clock: ${closed} of ${overdue} overdue orders closed before the stop\n`);
    } finally {
      await after.close();
    }
  }, 120_000);
});
