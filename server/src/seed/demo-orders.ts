import { setImmediate } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { demoLoad } from '../db/schema.js';
import { planRun } from './bulk-orders.js';
import { countSellableSkus } from './bulk-orders-catalogue.js';
import {
  insertCustomerAddresses,
  insertCustomerRows,
  updateCustomerTotals,
} from './bulk-orders-customers.js';
import type { RunShape } from './bulk-orders-plan.js';
import { pointsStepEnd, pointsWrittenThrough, writePointsPass } from './bulk-orders-points-pass.js';
import { rowsOf } from './bulk-orders-sql.js';
import { skuRanges, writeStockPass } from './bulk-orders-stock.js';
import { writeLines, writeMoneyAndTimeline, writeOrders } from './bulk-orders-writes.js';
import { seedActor } from './catalogue-seed.js';
import { playDemoArticles } from './demo-articles.js';
import { playBoxActions } from './demo-boxes.js';
import { type BoxesPlan, emptyBoxesPlan, planDemoBoxes } from './demo-boxes-plan.js';
import { playExchangeAction } from './demo-exchange.js';
import { type ExchangePlan, planDemoExchange } from './demo-exchange-plan.js';
import { playDemoFeeds } from './demo-feeds.js';

/**
 * The demo storefront (SEED=demo): 300 customers and 2,000 orders over the past 90 days, in every
 * state an order can be in, with their payments, refunds, after-sales, timelines, customer totals
 * and stock ledger; the customers' points (a welcome grant each, orders paying with and earning
 * points: bulk-orders-points.ts), the points exchange's items and redemptions
 * (demo-exchange-plan.ts), three mystery boxes with a few hundred draws (demo-boxes-plan.ts), a
 * feed of forty posts in every state with their comments (demo-feeds-plan.ts) and a few articles.
 * The orders are generated in bulk by the same plan as `npm run seed` (bulk-orders-plan.ts),
 * which keeps every rule the order services keep (bulk-orders-check.ts lists them; the tests
 * check them and the reconcilers after a demo load), so it loads in seconds instead of the two
 * minutes that playing each step through the services took; the exchange and the boxes, a few
 * hundred actions, are played through their services.
 *
 * It runs while the console is already up, in short steps: each a transaction of one statement
 * (a chunk's orders, lines or money; the stock ledger of a few SKUs; the points of a few dozen
 * customers) or of one exchange action, with a turn for requests between them (the embedded
 * database is one session: a long transaction would hold every request). The demo_load row
 * records how far it got, in the same transaction as each step, so a load stopped half-way is
 * finished by the next start, and servers starting together on one database share the steps.
 * It fills an empty customer book only.
 */

const DEMO_ORDERS_LOCK_KEY = 7_305_914_024;
/** Orders per chunk: each of its three statements takes about 10-20 ms on the embedded database. */
const ORDERS_PER_STEP = 40;
/** Order lines per stock-ledger step (each SKU's whole chain is written by one step). */
const LINES_PER_STOCK_STEP = 100;
/**
 * Customers per points step (their orders read, then their ledger rows written), and at most
 * about 200 of their orders: about as long as a chunk of orders.
 */
const CUSTOMERS_PER_POINTS_STEP = 30;

export interface SeedOrdersResult {
  customers: number;
  orders: number;
  steps: number;
}

interface DemoRun extends RunShape {
  /** Lines take ids lineBase + 1 onwards, in order of their orders. */
  lineBase: number;
  /** The exchange's items and redemptions, planned when its step starts. */
  exchange?: ExchangePlan;
  /** The mystery boxes and their draws, planned when their step starts. */
  boxes?: BoxesPlan;
}

type Progress = typeof demoLoad.$inferSelect & { run: DemoRun };

export async function seedDemoOrders(
  db: Db,
  options: {
    now?: Date;
    customers?: number;
    orders?: number;
    signal?: AbortSignal;
    /** Step sizes (tests and measurements); the defaults keep each step short. */
    ordersPerStep?: number;
    linesPerStockStep?: number;
    customersPerPointsStep?: number;
  } = {},
): Promise<SeedOrdersResult | null> {
  const started = await startOrResume(db, options);
  if (!started) return null;
  let steps = 0;
  for (;;) {
    if (options.signal?.aborted) return null;
    // A turn for requests and timers between steps: the embedded database answers through
    // promises alone, so back-to-back steps would starve every socket and a SIGTERM.
    await setImmediate();
    const more = await db.transaction((tx) =>
      nextStep(tx, {
        orders: options.ordersPerStep ?? ORDERS_PER_STEP,
        lines: options.linesPerStockStep ?? LINES_PER_STOCK_STEP,
        customers: options.customersPerPointsStep ?? CUSTOMERS_PER_POINTS_STEP,
      }),
    );
    if (!more) break;
    steps++;
  }
  return { customers: started.customers, orders: started.orders, steps };
}

/**
 * Plans the load, or finds the unfinished one; null when there is
 * nothing to do (the load is done, or the shop has customers of its own). Under a lock, so two
 * servers starting together on an empty database plan it once.
 */
async function startOrResume(
  db: Db,
  options: { now?: Date; customers?: number; orders?: number },
): Promise<DemoRun | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_ORDERS_LOCK_KEY})`);
    const [existing] = await tx.select().from(demoLoad);
    if (existing) return existing.nextStep === 'done' ? null : (existing.run as DemoRun);
    const [customers] = rowsOf<{ any: boolean }>(
      await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM customer) AS any`),
    );
    if (customers?.any) return null;
    const skus = await countSellableSkus(tx);
    const actorId = await seedActor(tx);
    if (skus === 0 || actorId === undefined) return null;
    const run: DemoRun = await planRun(tx, {
      orders: options.orders ?? 2000,
      customers: options.customers ?? 300,
      now: options.now ?? new Date(),
      skus,
      actorId,
      points: true,
    });
    await tx.insert(demoLoad).values({ run });
    return run;
  });
}

/**
 * Takes the next step of the load, if any is left: answers whether it took one. Each step is one
 * statement (the customers, their addresses, a chunk's orders, its lines, its money and timeline,
 * one stock pass, the totals), because on the embedded database a statement of the bulk plan
 * costs 10-20 ms before it writes a row: a transaction of several would hold requests too long.
 */
async function nextStep(
  tx: Db,
  size: { orders: number; lines: number; customers: number },
): Promise<boolean> {
  // The row lock makes servers sharing a database take turns; each reads where the other left off.
  const [progress] = (await tx.select().from(demoLoad).for('update')) as Progress[];
  if (!progress || progress.nextStep === 'done') return false;
  const { run } = progress;
  const move = (set: Partial<typeof demoLoad.$inferInsert>) =>
    tx.update(demoLoad).set(set).where(eq(demoLoad.id, 1));
  const customers = { base: run.customerBase, count: run.customers, now: run.now };
  const chunk = {
    from: progress.ordersDone + 1,
    to: progress.chunkTo ?? Math.min(run.orders, progress.ordersDone + size.orders),
    // linesDone moves on only after the money step, which finds the chunk's lines from here too.
    lineBase: run.lineBase + progress.linesDone,
  };
  const lines = { from: run.lineBase + 1, to: run.lineBase + progress.linesDone };
  switch (progress.nextStep) {
    case 'customers':
      await insertCustomerRows(tx, customers);
      await move({ nextStep: 'addresses' });
      break;
    case 'addresses':
      await insertCustomerAddresses(tx, customers);
      await move({ nextStep: 'orders' });
      break;
    case 'orders':
      await writeOrders(tx, run, chunk);
      await move({ nextStep: 'lines', chunkTo: chunk.to });
      break;
    case 'lines':
      await writeLines(tx, run, chunk);
      await move({ nextStep: 'money' });
      break;
    case 'money': {
      await writeMoneyAndTimeline(tx, run, chunk);
      const [written] = rowsOf<{ n: string | number }>(
        await tx.execute(
          sql`SELECT count(*) AS n FROM order_line WHERE order_id BETWEEN ${run.orderBase + chunk.from} AND ${run.orderBase + chunk.to}`,
        ),
      );
      await move({
        nextStep: chunk.to < run.orders ? 'orders' : 'stock',
        ordersDone: chunk.to,
        linesDone: progress.linesDone + Number(written?.n ?? 0),
        chunkTo: null,
      });
      break;
    }
    case 'stock': {
      const through = progress.stockThroughSku ?? 0;
      const skus = (await skuRanges(tx, lines, size.lines)).find((r) => r.from > through);
      if (!skus) {
        await move({ nextStep: 'totals' });
        break;
      }
      // Nothing else moves these SKUs' stock meanwhile: their chains start from the balances read now.
      await tx.execute(
        sql`SELECT id FROM product_sku WHERE id BETWEEN ${skus.from} AND ${skus.to} ORDER BY id FOR UPDATE`,
      );
      await writeStockPass(tx, run, lines, skus);
      await move({ stockThroughSku: skus.to });
      break;
    }
    case 'totals':
      await updateCustomerTotals(tx, customers);
      await move({ nextStep: 'points' });
      break;
    case 'points': {
      // Where to go on is in the ledger itself: each step writes its customers' welcome grants.
      const through = await pointsWrittenThrough(tx, run);
      const last = run.customerBase + run.customers;
      if (!run.points || through >= last) {
        await move({ nextStep: 'exchange' });
        break;
      }
      const to = await pointsStepEnd(tx, run, through + 1, { customers: size.customers, orders: 200 });
      await writePointsPass(tx, run, { from: through + 1, to });
      break;
    }
    case 'exchange': {
      // Planned once, then played an action a step (demo-exchange.ts); none without points.
      if (!run.exchange) {
        const exchange = run.points ? await planDemoExchange(tx, run) : { items: [], redemptions: [] };
        await move({ run: { ...run, exchange } });
        break;
      }
      const played = await playExchangeAction(tx, run, run.exchange);
      if (played.outcome === 'dropped') await move({ run: { ...run, exchange: played.plan } });
      if (played.outcome === 'done') await move({ nextStep: 'boxes' });
      break;
    }
    case 'boxes': {
      // Planned once, then played a few actions a step (demo-boxes.ts); none without points.
      if (!run.boxes) {
        const boxes = run.points ? await planDemoBoxes(tx, run) : emptyBoxesPlan;
        await move({ run: { ...run, boxes } });
        break;
      }
      // chunkTo counts the actions played: the plan (tens of KB) is not rewritten every step.
      const next = await playBoxActions(tx, run, run.boxes, progress.chunkTo ?? 0);
      if (next === null) await move({ nextStep: 'feeds', chunkTo: null });
      else await move({ chunkTo: next });
      break;
    }
    case 'feeds': {
      // A few plain-SQL steps (demo-feeds.ts); chunkTo counts them.
      const next = await playDemoFeeds(tx, run, progress.chunkTo ?? 0);
      if (next === null) await move({ nextStep: 'articles', chunkTo: null });
      else await move({ chunkTo: next });
      break;
    }
    case 'articles': {
      const next = await playDemoArticles(tx, run, progress.chunkTo ?? 0);
      if (next === null) await move({ nextStep: 'done', chunkTo: null, finishedAt: new Date() });
      else await move({ chunkTo: next });
      break;
    }
    default:
      await move({ nextStep: 'done', finishedAt: new Date() });
  }
  return true;
}
