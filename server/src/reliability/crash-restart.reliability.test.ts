// kill -9 of a server in the middle of a burst of writes that move stock and money (issue 15): every
// write it acknowledged is there after the restart, the books reconcile, and the restart answers
// health within 10 s. On the embedded database the server runs as process 1 of its own pid
// namespace where the machine allows it, as in a container, so each restart gets the dead
// server's process id again (issue 15 finding 2). Run `npx tsc -b contract server` first.
// CRASH_SEED replays a run; CRASH_ROUNDS sets the rounds.
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcileOrders } from '../areas/order/order-reconcile.js';
import { openDatabase } from '../db/client.js';
import { shopOrder, stockMovement } from '../db/schema.js';
import {
  killHard,
  seeded,
  seedFromEnv,
  sleep,
  startTimed,
  stopGently,
} from '../test-support/reliability/crash.js';
import { type ApiOver, signInOver } from '../test-support/reliability/process-api.js';
import {
  pidNamespaceAvailable,
  type StartOptions,
  useServerProcesses,
} from '../test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

const PASSWORD = 'crash-restart-admin-1';
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 4);
const WORKERS = 6;
const RESTART_LIMIT_MS = 10_000;

/** What the servers acknowledged (200), cumulated over the rounds. */
interface Acknowledged {
  /** Stock ledger rows by id. */
  records: Set<number>;
  /** Orders by id: their total and whether a payment of it was acknowledged. */
  orders: Map<number, { total: number; paid: boolean }>;
}

interface Shop {
  skuIds: number[];
  customerId: number;
}

/** Two products on sale with plenty of stock, and a customer, through the API. */
async function openShop(admin: ApiOver, seed: number): Promise<Shop> {
  const skuIds: number[] = [];
  for (const name of ['Crash mug', 'Crash bowl']) {
    const code = `${name.replace(' ', '-').toUpperCase()}-${seed}`;
    const product = await admin.ok('createProduct', {
      body: { title: name, skus: [{ code, optionValues: [], price: 1250 }] },
    });
    await admin.ok('changeProductStatus', {
      params: { id: product.id },
      body: { to: 'ON_SALE', version: product.version },
    });
    const skuId = product.skus[0]?.id as number;
    await admin.ok('adjustStock', {
      body: { skuId, delta: 100_000, reason: 'received', idempotencyKey: `crash-opening-${skuId}-${seed}` },
    });
    skuIds.push(skuId);
  }
  const customer = await admin.ok('createCustomer', { body: { name: 'Crash Customer' } });
  return { skuIds, customerId: customer.id };
}

const address = {
  receiverName: 'Ana Receiver',
  phone: '+34600111222',
  city: 'Madrid',
  line: 'Calle Mayor 1',
};

interface BurstFigures {
  acknowledged: number;
  refused: string[];
  /** Requests that got no answer: the kill came while they were in flight (or after). */
  unanswered: number;
}

/**
 * WORKERS loops of stock adjustments and orders placed and paid (each with its own idempotency
 * key) until the server stops answering. A 200 is recorded as acknowledged; any other answer is
 * noted (none is expected: the stock never runs out).
 */
async function burst(admin: ApiOver, shop: Shop, round: number, seed: number, acked: Acknowledged) {
  const figures: BurstFigures = { acknowledged: 0, refused: [], unanswered: 0 };
  const worker = async (w: number) => {
    const rng = seeded(seed + round * 7919 + w * 104_729);
    for (let n = 0; ; n++) {
      const key = `c${seed}-r${round}-w${w}-${n}`;
      const skuId = rng.pick(shop.skuIds);
      try {
        if (rng.chance(0.5)) {
          const up = rng.chance(0.6);
          const answer = await admin.call('adjustStock', {
            body: {
              skuId,
              delta: up ? rng.int(1, 5) : -rng.int(1, 3),
              reason: up ? 'received' : 'damaged',
              idempotencyKey: key,
            },
          });
          if (answer.status !== 200) {
            figures.refused.push(`${answer.status} ${answer.envelope.key ?? answer.envelope.code}`);
            continue;
          }
          const record = (answer.envelope.data as { record: { id: number } | null }).record;
          if (record) acked.records.add(record.id);
          figures.acknowledged++;
        } else {
          const placed = await admin.call('placeOrder', {
            body: {
              customerId: shop.customerId,
              lines: [{ skuId, quantity: rng.int(1, 2) }],
              address,
              idempotencyKey: key,
            },
          });
          if (placed.status !== 200) {
            figures.refused.push(`${placed.status} ${placed.envelope.key ?? placed.envelope.code}`);
            continue;
          }
          const order = placed.envelope.data as { id: number; total: number };
          acked.orders.set(order.id, { total: order.total, paid: false });
          figures.acknowledged++;
          if (rng.chance(0.3)) continue;
          const paid = await admin.call('recordPayment', {
            params: { id: order.id },
            body: { channel: 'CASH', reference: `pay-${key}`, amount: order.total },
          });
          if (paid.status !== 200) {
            figures.refused.push(`${paid.status} ${paid.envelope.key ?? paid.envelope.code}`);
            continue;
          }
          acked.orders.set(order.id, { total: order.total, paid: true });
          figures.acknowledged++;
        }
      } catch {
        figures.unanswered++;
        return;
      }
    }
  };
  return { figures, done: Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w))) };
}

/** What of the acknowledged writes a restarted server cannot show. */
async function missingAfterRestart(admin: ApiOver, shop: Shop, acked: Acknowledged): Promise<string[]> {
  const records = new Set<number>();
  for (const skuId of shop.skuIds) {
    for (let page = 1; ; page++) {
      const data = await admin.ok('listSkuStockRecords', {
        params: { id: skuId },
        query: { page, pageSize: 100 },
      });
      for (const r of data.items) records.add(r.id);
      if (page * data.pageSize >= data.total) break;
    }
  }
  const orders = new Map<number, { status: string; paidAmount: number }>();
  for (let page = 1; ; page++) {
    const data = await admin.ok('listOrders', { query: { page, pageSize: 100 } });
    for (const o of data.items) orders.set(o.id, o);
    if (page * data.pageSize >= data.total) break;
  }
  const missing: string[] = [];
  for (const id of acked.records) if (!records.has(id)) missing.push(`stock record ${id}`);
  for (const [id, { total, paid }] of acked.orders) {
    const order = orders.get(id);
    if (!order) missing.push(`order ${id}`);
    else if (paid && (order.status !== 'PAID' || order.paidAmount !== total))
      missing.push(`payment of order ${id} (now ${order.status}, paid ${order.paidAmount} of ${total})`);
  }
  return missing;
}

interface RunFigures {
  lines: string[];
  restartMs: number[];
  missing: string[];
  refused: string[];
  acked: Acknowledged;
}

/** Starts a server, opens a shop, then `rounds` times: burst, kill -9 mid-burst, restart, check. */
async function crashRounds(
  env: Record<string, string>,
  options: StartOptions,
  rounds: number,
  seed: number,
): Promise<RunFigures & { stop: () => Promise<number | null> }> {
  const rng = seeded(seed);
  const acked: Acknowledged = { records: new Set(), orders: new Map() };
  const run: RunFigures = { lines: [], restartMs: [], missing: [], refused: [], acked };
  let current = await startTimed(start, { ...env, ADMIN_PASSWORD: PASSWORD }, options);
  let admin = await signInOver(current.url, 'admin', PASSWORD);
  const shop = await openShop(admin, seed);

  for (let round = 1; round <= rounds; round++) {
    const killAfterMs = rng.int(800, 2500);
    const { figures, done } = await burst(admin, shop, round, seed, acked);
    await sleep(killAfterMs);
    await killHard(current.server);
    await done;

    current = await startTimed(start, env, options);
    run.restartMs.push(current.healthMs);
    admin = await signInOver(current.url, 'admin', PASSWORD);
    const missing = await missingAfterRestart(admin, shop, acked);
    run.missing.push(...missing.map((m) => `round ${round}: ${m}`));
    run.refused.push(...figures.refused);
    run.lines.push(
      `round ${round}: killed after ${killAfterMs} ms; writes acknowledged ${figures.acknowledged} (${figures.refused.length} refused, ${figures.unanswered} unanswered); ` +
        `acknowledged so far ${acked.records.size} stock records and ${acked.orders.size} orders, missing after restart ${missing.length}; health in ${current.healthMs} ms`,
    );
  }
  const last = current.server;
  return { ...run, stop: () => stopGently(last) };
}

/** The books of a stopped server's database, and the acknowledged rows counted there directly. */
async function checkBooks(target: Parameters<typeof openDatabase>[0], acked: Acknowledged) {
  const database = await openDatabase(target);
  try {
    const stock = await reconcileStock(database.db);
    const orders = await reconcileOrders(database.db);
    const recordIds = [...acked.records];
    const orderIds = [...acked.orders.keys()];
    const records = recordIds.length
      ? await database.db
          .select({ id: stockMovement.id })
          .from(stockMovement)
          .where(inArray(stockMovement.id, recordIds))
      : [];
    const placed = orderIds.length
      ? await database.db.select({ id: shopOrder.id }).from(shopOrder).where(inArray(shopOrder.id, orderIds))
      : [];
    return { stock, orders, recordsFound: records.length, ordersFound: placed.length };
  } finally {
    await database.close();
  }
}

it('loses no acknowledged write to kill -9 on the embedded database, restarts within 10 s, books reconcile', async () => {
  const seed = seedFromEnv('CRASH_SEED');
  const asPid1 = pidNamespaceAvailable();
  const dataDir = tmpDir();
  const t0 = performance.now();
  const run = await crashRounds({ DATA_DIR: dataDir }, { pidNamespace: asPid1 }, ROUNDS, seed);
  expect(await run.stop()).toBe(0);
  const books = await checkBooks({ kind: 'pglite', dataDir }, run.acked);

  console.log(
    `crash-restart, PGlite, seed ${seed} (CRASH_SEED=${seed} replays), ${ROUNDS} rounds x ${WORKERS} writers, ` +
      `${asPid1 ? 'server as process 1 of its own pid namespace (each restart gets the dead server’s pid)' : 'ordinary process ids (no pid namespace here)'}:\n  ` +
      `${run.lines.join('\n  ')}\n  ` +
      `after the last stop: ${books.recordsFound}/${run.acked.records.size} acknowledged stock records and ${books.ordersFound}/${run.acked.orders.size} orders in the folder; ` +
      `stock mismatches ${books.stock.length}, order mismatches ${books.orders.length}; restarts ${run.restartMs.join(', ')} ms (max ${Math.max(...run.restartMs)}); ${Math.round((performance.now() - t0) / 1000)} s`,
  );

  expect(run.missing).toEqual([]);
  expect(run.refused).toEqual([]);
  expect(run.acked.records.size + run.acked.orders.size).toBeGreaterThan(0);
  expect(books.recordsFound).toBe(run.acked.records.size);
  expect(books.ordersFound).toBe(run.acked.orders.size);
  expect(books.stock).toEqual([]);
  expect(books.orders).toEqual([]);
  for (const ms of run.restartMs) expect(ms).toBeLessThanOrEqual(RESTART_LIMIT_MS);
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'loses no acknowledged write to kill -9 on PostgreSQL (one round, a database of its own)',
  async () => {
    const seed = seedFromEnv('CRASH_SEED');
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `shop_crash_${seed}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
      const run = await crashRounds({ DATABASE_URL: url.href }, {}, 1, seed);
      expect(await run.stop()).toBe(0);
      const books = await checkBooks({ kind: 'postgres', url: url.href, poolSize: 2 }, run.acked);
      console.log(
        `crash-restart, PostgreSQL, seed ${seed}: ${run.lines.join('; ')}; after the stop: ${books.recordsFound}/${run.acked.records.size} stock records, ` +
          `${books.ordersFound}/${run.acked.orders.size} orders; stock mismatches ${books.stock.length}, order mismatches ${books.orders.length}`,
      );
      expect(run.missing).toEqual([]);
      expect(run.refused).toEqual([]);
      expect(books.recordsFound).toBe(run.acked.records.size);
      expect(books.ordersFound).toBe(run.acked.orders.size);
      expect(books.stock).toEqual([]);
      expect(books.orders).toEqual([]);
      for (const ms of run.restartMs) expect(ms).toBeLessThanOrEqual(RESTART_LIMIT_MS);
    } finally {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  },
);
