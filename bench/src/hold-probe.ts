import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { bulkAdjustBody, MAX_BULK_ADJUST } from '@shop/contract/areas/inventory';
import { MAX_BULK_SHIP } from '@shop/contract/areas/order';
import {
  MAX_BULK_IDS,
  MAX_IMPORT_ROWS,
  productBulkBody,
  productBulkPriceBody,
} from '@shop/contract/areas/product';
import { bulkAdjustStock } from '@shop/server/areas/inventory/inventory.service';
import { bulkShip } from '@shop/server/areas/order/order-fulfil.service';
import { runBulkAction } from '@shop/server/areas/product/product-bulk.service';
import { runBulkPrice } from '@shop/server/areas/product/product-bulk-price.service';
import { runImport } from '@shop/server/areas/product/product-import.service';
import { type Database, type Db, openDatabase } from '@shop/server/db/client';
import { seedBulkOrders } from '@shop/server/seed/bulk-orders';
import { seedConfig } from '@shop/server/seed/config-seed';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { sql } from 'drizzle-orm';
import { adminQuery, databaseUrl } from './bench-postgres.js';

/**
 * How long the product import and the bulk actions hold the database (issue 16: never more than
 * about 50 ms at a time on the embedded one). Each runs through its service function on the
 * largest input the contract allows, over a catalogue of CATALOGUE products × SKUS_EACH SKUs,
 * while three watchers run: every transaction's duration, the event loop's longest stall (a 5 ms
 * interval measuring its own lateness) and a small query sent every 5 ms (what a list page waits).
 *
 *   npx tsc -b contract server && npx tsx bench/src/hold-probe.ts [pglite|postgres] [scenario…]
 *
 * PostgreSQL: a fresh database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped at the end.
 */

const CATALOGUE = 3000;
const SKUS_EACH = 4;
const TICK_MS = 5;

interface Watch {
  transactions: number[];
  /** Each transaction's CPU time: what it would take on an idle machine (the probe shares two cores). */
  transactionCpu: number[];
  loopStalls: number[];
  /** The CPU time this process used during each stall: the stall an idle machine would see. */
  loopStallCpu: number[];
  queryWaits: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Times every `db.transaction` the service opens on this handle (nested ones are savepoints). */
function timedTransactions(db: Db, watch: Watch): Db {
  const original = db.transaction.bind(db);
  const timed = Object.create(db) as Db;
  timed.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const buffers = process.memoryUsage().arrayBuffers;
    try {
      return await original(...args);
    } finally {
      watch.transactions.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      watch.transactionCpu.push((used.user + used.system) / 1000);
      const grown = process.memoryUsage().arrayBuffers - buffers;
      // PGlite's WebAssembly memory growing (a copy of the whole heap) shows as a one-off long transaction.
      if (process.env.HOLD_PROBE_VERBOSE && grown > 1e6)
        console.log(`  memory +${(grown / 1e6).toFixed(0)} MB`);
    }
  }) as Db['transaction'];
  return timed;
}

/** Runs `work` with the three watchers on; answers what they saw. */
async function watched(db: Db, work: (db: Db) => Promise<unknown>) {
  const watch: Watch = {
    transactions: [],
    transactionCpu: [],
    loopStalls: [],
    loopStallCpu: [],
    queryWaits: [],
  };
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const stallCpu = () => {
    const used = process.cpuUsage(lastCpu);
    lastCpu = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const loop = setInterval(() => {
    const now = performance.now();
    watch.loopStalls.push(now - last - TICK_MS);
    watch.loopStallCpu.push(stallCpu());
    last = now;
  }, TICK_MS);
  let inFlight = false;
  const pinger = setInterval(() => {
    if (inFlight) return;
    inFlight = true;
    const sent = performance.now();
    db.execute(sql`SELECT count(*) FROM staff_user`).then(
      () => {
        watch.queryWaits.push(performance.now() - sent);
        inFlight = false;
      },
      () => {
        inFlight = false;
      },
    );
  }, TICK_MS);
  const start = performance.now();
  let outcome = 'ok';
  try {
    await work(timedTransactions(db, watch));
  } catch (error) {
    outcome = `failed: ${(error as Error).message.slice(0, 80)}`;
  }
  const total = performance.now() - start;
  // A stall still going when the work ends (on PGlite, often the whole of it) counts too.
  watch.loopStalls.push(performance.now() - last - TICK_MS);
  watch.loopStallCpu.push(stallCpu());
  clearInterval(loop);
  clearInterval(pinger);
  while (inFlight) await setImmediate();
  if (process.env.HOLD_PROBE_VERBOSE) {
    const each = watch.transactions.map((ms, i) => `${ms.toFixed(0)}/${watch.transactionCpu[i]?.toFixed(0)}`);
    console.log(`  transactions ms/cpu ms: ${each.join(' ')}`);
  }
  const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const tx = sort(watch.transactions);
  const stalls = sort(watch.loopStalls);
  const waits = sort(watch.queryWaits);
  return {
    outcome,
    total,
    transactions: tx.length,
    longestTx: tx.at(-1) ?? 0,
    longestTxCpu: Math.max(0, ...watch.transactionCpu),
    longestStall: stalls.at(-1) ?? 0,
    longestStallCpu: Math.max(0, ...watch.loopStallCpu),
    queryP99: percentile(waits, 99),
    queryMax: waits.at(-1) ?? 0,
    queries: waits.length,
  };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** CATALOGUE products with options Colour × Size and SKUS_EACH SKUs, alternating DRAFT and ON_SALE. */
async function seedCatalogue(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO product_spu (title, status)
    SELECT 'Probe product ' || lpad(g::text, 5, '0'), CASE WHEN g % 2 = 0 THEN 'ON_SALE' ELSE 'DRAFT' END
    FROM generate_series(1, ${CATALOGUE}::int) g`);
  await db.execute(sql`
    INSERT INTO product_option (spu_id, position, name, values)
    SELECT id, 0, 'Colour', ARRAY['Blue','Green'] FROM product_spu WHERE title LIKE 'Probe product %'
    UNION ALL
    SELECT id, 1, 'Size', ARRAY['S','M'] FROM product_spu WHERE title LIKE 'Probe product %'`);
  await db.execute(sql`
    INSERT INTO product_sku (spu_id, code, option_values, price, cost)
    SELECT p.id, 'PP' || p.id || '-' || k,
           ARRAY[(ARRAY['Blue','Green'])[(k - 1) / 2 + 1], (ARRAY['S','M'])[(k - 1) % 2 + 1]],
           1000 + k * 100, 400
    FROM product_spu p CROSS JOIN generate_series(1, ${SKUS_EACH}::int) k
    WHERE p.title LIKE 'Probe product %'`);
}

const header = [
  'product_title',
  'sku_code',
  'price',
  'compare_at_price',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'status',
  'category',
];

function csv(lines: string[][]): Buffer {
  return Buffer.from([header, ...lines].map((l) => l.join(',')).join('\n'));
}

/** MAX_IMPORT_ROWS rows updating existing SKUs (a re-import of an edited export). */
async function updateFile(db: Db): Promise<Buffer> {
  const skus = await rows<{ code: string; title: string; option_values: string[] }>(
    db,
    sql`SELECT s.code, p.title, s.option_values FROM product_sku s JOIN product_spu p ON p.id = s.spu_id
        WHERE s.deleted_at IS NULL AND p.title LIKE 'Probe product %' ORDER BY s.id LIMIT ${MAX_IMPORT_ROWS}::int`,
  );
  return csv(
    skus.map((s, i) => [
      s.title,
      s.code,
      (12 + (i % 7)).toFixed(2),
      '',
      'Colour',
      s.option_values[0] ?? '',
      'Size',
      s.option_values[1] ?? '',
      '',
      '',
    ]),
  );
}

/** MAX_IMPORT_ROWS rows making new products of 5 SKUs each (`tag` keeps the runs apart). */
function createFile(tag: string): Buffer {
  const lines: string[][] = [];
  for (let i = 0; i < MAX_IMPORT_ROWS; i++) {
    const product = Math.floor(i / 5);
    const colour = ['Red', 'Blue', 'Green', 'Sand', 'Ash'][i % 5] ?? '';
    lines.push([
      `Imported ${tag} ${product}`,
      `IMP-${tag}-${product}-${i % 5}`,
      '19.50',
      '25.00',
      'Colour',
      colour,
      'Size',
      'One',
      'DRAFT',
      '',
    ]);
  }
  return csv(lines);
}

async function probeIds(db: Db, status: string, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM product_spu WHERE deleted_at IS NULL AND status = ${status}
        AND title LIKE 'Probe product %' ORDER BY id LIMIT ${limit}::int`,
  );
  return found.map((r) => Number(r.id));
}

async function adminActor(db: Db) {
  const [admin] = await rows<{ id: number }>(db, sql`SELECT id FROM staff_user WHERE username = 'admin'`);
  if (!admin) throw new Error('no admin');
  return { staffUserId: Number(admin.id), ip: '127.0.0.1' };
}

type Scenario = (
  db: Db,
  actor: Awaited<ReturnType<typeof adminActor>>,
) => Promise<(db: Db) => Promise<unknown>>;

const scenarios: Record<string, Scenario> = {
  'import-update-5000': async (db, actor) => {
    const file = await updateFile(db);
    return (tx) => runImport(tx, actor, file);
  },
  'import-create-5000': async (_db, actor) => {
    const file = createFile(randomBytes(3).toString('hex'));
    return (tx) => runImport(tx, actor, file);
  },
  'bulk-price-500': async (db, actor) => {
    const ids = await probeIds(db, 'ON_SALE', MAX_BULK_IDS);
    const body = productBulkPriceBody.parse({ ids, mode: 'percent', percent: 5 });
    return (tx) => runBulkPrice(tx, actor, body);
  },
  'bulk-publish-500': async (db, actor) => {
    const ids = await probeIds(db, 'DRAFT', MAX_BULK_IDS);
    const body = productBulkBody.parse({ action: 'publish', ids });
    return (tx) => runBulkAction(tx, actor, body);
  },
  'bulk-unpublish-500': async (db, actor) => {
    const ids = await probeIds(db, 'ON_SALE', MAX_BULK_IDS);
    const body = productBulkBody.parse({ action: 'unpublish', ids });
    return (tx) => runBulkAction(tx, actor, body);
  },
  'bulk-archive-500': async (db, actor) => {
    const ids = await probeIds(db, 'OFF_SALE', MAX_BULK_IDS);
    const body = productBulkBody.parse({ action: 'archive', ids });
    return (tx) => runBulkAction(tx, actor, body);
  },
  'bulk-delete-500': async (db, actor) => {
    const ids = await probeIds(db, 'ARCHIVED', MAX_BULK_IDS);
    const body = productBulkBody.parse({ action: 'delete', ids });
    return (tx) => runBulkAction(tx, actor, body);
  },
  'stock-bulk-adjust-200': async (db, actor) => {
    const skus = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM product_sku WHERE deleted_at IS NULL ORDER BY id DESC LIMIT ${MAX_BULK_ADJUST}::int`,
    );
    const body = bulkAdjustBody.parse({
      idempotencyKey: `probe-${randomBytes(6).toString('hex')}`,
      note: 'probe',
      lines: skus.map((s) => ({ skuId: Number(s.id), delta: 5, reason: 'received' })),
    });
    return (tx) => bulkAdjustStock(tx, actor, body);
  },
  'order-bulk-ship-100': async (db, actor) => {
    const paid = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM shop_order WHERE status = 'PAID' ORDER BY id LIMIT ${MAX_BULK_SHIP}::int`,
    );
    const orders = paid.map((o) => ({ id: Number(o.id), carrier: 'Probe Post', trackingNo: `PP${o.id}` }));
    return (tx) => bulkShip(tx, actor, orders);
  },
};

async function openTarget(kind: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const name = `hold_probe_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  return {
    database,
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const kind = process.argv[2] ?? 'pglite';
const wanted = process.argv.slice(3);
const { database, drop } = await openTarget(kind);
try {
  const db = database.db;
  await seedStaff(db, { seed: 'demo', adminPassword: 'probe-password-123' });
  await seedConfig(db);
  await seedCatalogue(db);
  if (wanted.length === 0 || wanted.includes('order-bulk-ship-100')) {
    await seedBulkOrders(db, { orders: 3000 });
  }
  // PGlite has no autovacuum to gather statistics: without them its plans for these tables are
  // 5-10× slower, so the probe measures a database that has them, as PostgreSQL would.
  await db.execute(sql`ANALYZE`);
  const actor = await adminActor(db);
  const fmt = (ms: number) => ms.toFixed(1).padStart(8);
  console.log(
    `${kind}: catalogue ${CATALOGUE} products × ${SKUS_EACH} SKUs; ms (longest tx = the longest transaction, its cpu = the most CPU time one took, stall = the event loop's longest stall and the most CPU time one took, query = a concurrent SELECT sent every ${TICK_MS} ms); load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `${'scenario'.padEnd(24)}${'total'.padStart(8)}${'tx'.padStart(5)}${'longest tx'.padStart(11)}${'its cpu'.padStart(8)}${'stall'.padStart(8)}${'its cpu'.padStart(8)}${'query p99'.padStart(10)}${'query max'.padStart(10)}  outcome`,
  );
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const work = await scenario(db, actor);
    const r = await watched(db, work);
    console.log(
      `${name.padEnd(24)}${fmt(r.total)}${String(r.transactions).padStart(5)}${fmt(r.longestTx).padStart(11)}${fmt(r.longestTxCpu)}${fmt(r.longestStall)}${fmt(r.longestStallCpu)}${fmt(r.queryP99).padStart(10)}${fmt(r.queryMax).padStart(10)}  ${r.outcome}`,
    );
  }
} finally {
  await database.close();
  await drop();
}
