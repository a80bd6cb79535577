import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcileOrders } from '../areas/order/order-reconcile.js';
import type { Database } from '../db/client.js';
import { address } from '../test-support/order-fixtures.js';
import { mulberry32, type Random, seedFromEnv } from '../test-support/reliability/fuzz-random.js';
import { type ApiOver, signInOver } from '../test-support/reliability/process-api.js';
import { freshPostgres } from '../test-support/reliability/race-database.js';
import { type ServerProcess, startServer } from '../test-support/server-process.js';

/**
 * Issue 15: two built servers on one PostgreSQL database, each request of a race sent to one or
 * the other, all at once. Stock: a SKU with N units left and more single-unit orders than that →
 * exactly N placed (reserved), every other one 42201, the SKU never below zero while it runs, the
 * ledger reconciling. Money: an order paid and partly refunded, then several refunds of what is
 * left → exactly one made, the total refunded never above what was paid, the books reconciling.
 * Seeded (RACE_SEED, printed); RACE_ROUNDS rounds of each (default 8). Needs TEST_DATABASE_URL.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 8);
const PASSWORD = 'race-password-1234';

interface Side {
  name: string;
  server: ServerProcess;
  api: ApiOver;
}

let keys = 0;
const key = (label: string) => `race-${label}-${Date.now().toString(36)}-${++keys}`;

describe.skipIf(!adminUrl)('two servers on one PostgreSQL racing (issue 15)', () => {
  const seed = seedFromEnv('RACE_SEED');
  const random: Random = mulberry32(seed);
  let pg: Awaited<ReturnType<typeof freshPostgres>>;
  let db: Database['db'];
  const sides: Side[] = [];
  let customerId = 0;
  // pg answers raw SQL with `rows`; bigint sums come back as text.
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    console.log(`pg race: RACE_SEED=${seed} RACE_ROUNDS=${ROUNDS}`);
    pg = await freshPostgres(adminUrl as string);
    db = pg.database.db;
    // Both start at once on the same database: migrations and the first staff are shared.
    const started = ['A', 'B'].map((name) => ({
      name,
      server: startServer({ DATABASE_URL: pg.url, ADMIN_PASSWORD: PASSWORD }),
    }));
    for (const { name, server } of started) {
      sides.push({ name, server, api: await signInOver(await server.ready, 'admin', PASSWORD) });
    }
    const customer = await sides[0]?.api.ok('createCustomer', {
      body: { name: 'Race customer', phone: '+34600111333', address },
    });
    customerId = customer?.id ?? 0;
  });

  afterAll(async () => {
    for (const { server } of sides) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await pg?.drop();
  });

  /** A product on sale with one SKU and `units` on the shelf; its SKU id. */
  async function skuWith(units: number, label: string): Promise<number> {
    const api = (sides[0] as Side).api;
    const product = await api.ok('createProduct', {
      body: {
        title: `Race ${label}`,
        skus: [{ code: key(label).toUpperCase(), optionValues: [], price: 1000 }],
      },
    });
    await api.ok('changeProductStatus', {
      params: { id: product.id },
      body: { to: 'ON_SALE', version: product.version },
    });
    const skuId = product.skus[0]?.id ?? 0;
    await api.ok('adjustStock', {
      body: { skuId, delta: units, reason: 'received', idempotencyKey: key('stock') },
    });
    return skuId;
  }

  /** Reads the SKU's balances every few milliseconds until stopped; the lowest seen. */
  function watch(skuId: number) {
    let running = true;
    const low = {
      onHand: Number.POSITIVE_INFINITY,
      reserved: Number.POSITIVE_INFINITY,
      available: Number.POSITIVE_INFINITY,
      reads: 0,
    };
    const done = (async () => {
      while (running) {
        const [row = { on_hand: -1, reserved: -1 }] = await rows<{ on_hand: number; reserved: number }>(
          sql`select on_hand, reserved from product_sku where id = ${skuId}`,
        );
        low.onHand = Math.min(low.onHand, Number(row.on_hand));
        low.reserved = Math.min(low.reserved, Number(row.reserved));
        low.available = Math.min(low.available, Number(row.on_hand) - Number(row.reserved));
        low.reads++;
        await new Promise((r) => setTimeout(r, 3));
      }
    })();
    return async () => {
      running = false;
      await done;
      return low;
    };
  }

  /** `n` requests' servers: as many to each (give or take one), in a seeded order. */
  const spread = (n: number): Side[] => {
    const first = random.int(0, 1);
    return random.shuffle(Array.from({ length: n }, (_, i) => sides[(i + first) % sides.length] as Side));
  };

  it(`sells exactly the last N units in ${ROUNDS} rounds, the rest 42201, stock never negative`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const units = random.int(1, 6);
      const orders = units + random.int(4, 16);
      const skuId = await skuWith(units, `units-${round}`);
      const stop = watch(skuId);
      const started = performance.now();
      const sent = spread(orders);
      const answers = await Promise.all(
        sent.map((side) =>
          side.api.call('placeOrder', {
            body: { customerId, lines: [{ skuId, quantity: 1 }], address, idempotencyKey: key('order') },
          }),
        ),
      );
      const ms = performance.now() - started;
      const low = await stop();
      const codes = answers.map((a) => a.envelope.code);
      const placedOn = sent.filter((_, i) => codes[i] === 20000).map((s) => s.name);
      const [row] = await rows<{ on_hand: number; reserved: number }>(
        sql`select on_hand, reserved from product_sku where id = ${skuId}`,
      );
      console.log(
        `pg race stock round ${round}: ${units} units, ${orders} orders (A ${sent.filter((s) => s.name === 'A').length}, B ${sent.filter((s) => s.name === 'B').length}) → ${placedOn.length} placed (A ${placedOn.filter((n) => n === 'A').length}, B ${placedOn.filter((n) => n === 'B').length}), ${codes.filter((c) => c === 42201).length} × 42201, other ${codes.filter((c) => c !== 20000 && c !== 42201).join(',') || 'none'}; lowest available ${low.available} over ${low.reads} reads; ${ms.toFixed(0)} ms`,
      );
      expect(codes.filter((c) => c === 20000)).toHaveLength(units);
      expect(codes.filter((c) => c !== 20000 && c !== 42201)).toEqual([]);
      expect({ onHand: Number(row?.on_hand), reserved: Number(row?.reserved) }).toEqual({
        onHand: units,
        reserved: units,
      });
      expect(Math.min(low.onHand, low.reserved, low.available)).toBeGreaterThanOrEqual(0);
      expect(await reconcileStock(db)).toEqual([]);
      expect(await reconcileOrders(db)).toEqual([]);
    }
    const [negative] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_sku where on_hand < 0 or reserved < 0 or reserved > on_hand`,
    );
    expect(negative?.n).toBe(0);
  });

  it(`refunds the last refundable amount once in ${ROUNDS} rounds, never more than was paid`, async () => {
    const skuId = await skuWith(10_000, 'refunds');
    for (let round = 1; round <= ROUNDS; round++) {
      const api = (spread(1)[0] as Side).api;
      const shippingFee = random.pick([0, 500, 1299]);
      const order = await api.ok('placeOrder', {
        body: {
          customerId,
          lines: [{ skuId, quantity: 2 }],
          shippingFee,
          discount: random.pick([0, 7, 333]),
          address,
          idempotencyKey: key('order'),
        },
      });
      await api.ok('recordPayment', {
        params: { id: order.id },
        body: { channel: 'CASH', reference: key('ref'), amount: order.total },
      });
      const lineId = order.lines[0]?.id ?? 0;
      // One unit back first, so what the race is for is "the rest".
      await api.ok('refundOrder', {
        params: { id: order.id },
        body: { lines: [{ lineId, quantity: 1 }], reason: 'First unit', idempotencyKey: key('refund') },
      });
      const last = { lines: [{ lineId, quantity: 1 }], shipping: shippingFee, reason: 'The rest' };
      const plan = await api.ok('refundOrder', {
        params: { id: order.id },
        body: { ...last, dryRun: true, idempotencyKey: key('dry') },
      });
      const racers = random.int(3, 8);
      const sent = spread(racers);
      const started = performance.now();
      const answers = await Promise.all(
        sent.map((side, i) =>
          side.api.call('refundOrder', {
            params: { id: order.id },
            // Half name the amount, half let the server work it out: both are "all that is left".
            body: { ...last, ...(i % 2 === 0 ? { amount: plan.amount } : {}), idempotencyKey: key('refund') },
          }),
        ),
      );
      const ms = performance.now() - started;
      const codes = answers.map((a) => a.envelope.code);
      const after = await api.ok('getOrder', { params: { id: order.id } });
      const [refunded = { total: '0', n: 0 }] = await rows<{ total: string; n: number }>(
        sql`select coalesce(sum(amount), 0)::bigint as total, count(*)::int as n from refund where order_id = ${order.id} and status = 'SUCCESS'`,
      );
      console.log(
        `pg race refund round ${round}: paid ${after.paidAmount}, last ${plan.amount} asked by ${racers} (A ${sent.filter((s) => s.name === 'A').length}, B ${sent.filter((s) => s.name === 'B').length}) → ${codes.filter((c) => c === 20000).length} made, refused ${codes.filter((c) => c !== 20000).join(',') || 'none'}; refunded ${refunded.total} in ${refunded.n} refunds; ${ms.toFixed(0)} ms`,
      );
      expect(codes.filter((c) => c === 20000)).toHaveLength(1);
      // Refused as "nothing left" or "more than remains", never anything else.
      expect(codes.filter((c) => c !== 20000 && c !== 42203 && c !== 40000)).toEqual([]);
      expect(Number(refunded.total)).toBeLessThanOrEqual(after.paidAmount);
      expect({ refunded: after.refundedAmount, inRows: Number(refunded.total) }).toEqual({
        refunded: after.paidAmount,
        inRows: after.paidAmount,
      });
      expect(await reconcileOrders(db)).toEqual([]);
    }
    expect(await reconcileStock(db)).toEqual([]);
  });
});
