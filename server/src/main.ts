import { buildApp } from './app.js';
import { startArticleClock } from './areas/article/article-clock.js';
import { startRollupCompactor } from './areas/dashboard/rollup-compactor.js';
import { startOrderClock } from './areas/order/order-jobs.js';
import { startPointClock } from './areas/point/point-expiry.js';
import { backfillProductPinyin } from './areas/product/product-pinyin.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirDamagedError, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedCatalogue } from './seed/catalogue-seed.js';
import { seedDemoOrders } from './seed/demo-orders.js';
import { seedDemoRoles } from './seed/demo-roles.js';
import { seedDemoSignIns } from './seed/demo-sign-ins.js';
import { seedStaff } from './seed/staff-seed.js';

/**
 * SIGTERM and SIGINT stop taking requests (new connections are refused, a request on a kept-alive
 * one gets the 503 envelope), let those in flight and the running step of the demo storefront or
 * the batch of the order clock finish, close the database, and exit within this.
 */
const SHUTDOWN_LIMIT_MS = 10_000;

/** Problems a person can fix get one plain line and exit code 1, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirDamagedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }

  const app = await buildApp({ settings: { ...config, webDist: config.WEB_DIST }, database });

  const seeded = await seedStaff(database.db, { seed: config.SEED, adminPassword: config.ADMIN_PASSWORD });
  if (seeded.created.length > 0) {
    app.log.info({ accounts: seeded.created }, 'created the first staff accounts');
    if (seeded.generatedPassword) {
      // Printed once, on the first start only: the hash is all that is kept.
      process.stdout.write(
        `\n  First start: staff accounts ${seeded.created.join(', ')} were created.\n  Their password is: ${seeded.generatedPassword}\n  (shown once; set ADMIN_PASSWORD before the first start to choose it)\n\n`,
      );
    }
  }
  // The demo staff's first start comes with a sign-in log to look at.
  if (config.SEED === 'demo' && seeded.created.length > 0) {
    app.log.info({ attempts: await seedDemoSignIns(database.db) }, 'created the demo sign-in log');
  }
  if (config.SEED === 'demo') {
    if ((await seedDemoRoles(database.db)).created) app.log.info('created the demo roles packer and auditor');
    // Fills an empty catalogue only, so the shop's own products are never touched.
    const catalogue = await seedCatalogue(database.db);
    if (catalogue) app.log.info(catalogue, 'created the demo catalogue');
  }

  // Unpaid orders close and shipped ones complete on time; safe with several instances. With the
  // demo storefront it starts once the demo is played (it would close a demo order mid-story).
  // Points past points_expiry_days expire (oldest grants first) once a day, a batch at a time.
  // The dashboard's rollups fold their deltas every few seconds from the start, the demo load's
  // too; safe with several instances (ADR 0011).
  let stopClocks = async () => {};
  const stopRollups = startRollupCompactor(database.db, app.log);
  // Scheduled articles come out on time from the start (the demo plays none of them late).
  const stopArticles = startArticleClock(database.db, app.log, config.ARTICLE_CLOCK_MS);
  const startClock = () => {
    const stopOrders = startOrderClock(database.db, app.log);
    const stopPoints = startPointClock(database.db, app.log);
    stopClocks = async () => {
      await Promise.all([stopOrders(), stopPoints()]);
    };
  };
  // The demo storefront plays 90 days of orders (a minute or two on the embedded database) while
  // the console is already up; a shutdown stops it between steps.
  const demoOrders = new AbortController();
  let demoOrdersDone: Promise<unknown> = Promise.resolve();
  // Products written before their pinyin was stored get it, a short batch at a time.
  const pinyinBackfill = new AbortController();
  let pinyinDone: Promise<unknown> = Promise.resolve();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stop that hangs would make a supervisor wait for its own kill; ten seconds is the promise.
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown took longer than 10 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      // Requests stop at once (new connections are refused, a request on a kept-alive one gets
      // the 503 envelope) while those in flight, the demo's step and the clock's batch finish;
      // the database closes after all of them.
      demoOrders.abort();
      pinyinBackfill.abort();
      await Promise.all([
        app.close(),
        demoOrdersDone.then(() => stopClocks()),
        pinyinDone,
        stopRollups(),
        stopArticles(),
      ]);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.PORT} on ${config.HOST} is already in use: set PORT to another port.`);
    fail(`Could not start the server: ${(error as Error).message}`);
  }
  pinyinDone = backfillProductPinyin(database.db, pinyinBackfill.signal)
    .then((filled) => filled > 0 && app.log.info({ filled }, 'wrote the pinyin of earlier products'))
    .catch((error) => app.log.error({ err: error }, 'the pinyin backfill stopped'));
  if (config.SEED === 'demo') {
    demoOrdersDone = seedDemoOrders(database.db, { signal: demoOrders.signal })
      .then((result) => result && app.log.info(result, 'created the demo customers and orders'))
      .catch((error) => app.log.error({ err: error }, 'demo orders stopped'))
      .finally(() => {
        if (!closing) startClock();
      });
  } else if (!closing) {
    startClock();
  }
  process.stdout.write(
    `Console ready at http://${config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}\n`,
  );
}

void main();
