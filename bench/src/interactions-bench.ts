import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { openDatabase } from '@shop/server/db/client';
import { seedCatalogue } from '@shop/server/seed/catalogue-seed';
import { seedDemoOrders } from '@shop/server/seed/demo-orders';
import { seedStaff } from '@shop/server/seed/staff-seed';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { PASSWORD, signIn } from './api-bench.js';
import { benchApp, HOST, webDir } from './bench-server.js';
import { launchChromium } from './chromium.js';
import {
  drawerOpen,
  filterTyping,
  type InteractionName,
  pageChange,
  readTable,
  type TablePage,
  tabSwitch,
} from './interactions-pages.js';
import { INTERACTION_PROBE, type Sample } from './interactions-probe.js';
import { type Pass, report, type SignInCalls } from './interactions-report.js';

/**
 * `npm run bench -- interactions` (issue 17): how fast the console answers staff's most frequent
 * clicks, on the demo shop (2,000 orders) with the API answers already cached. In headless
 * Chromium on a console built in this run: the Orders status-tab switch, the order drawer, the
 * list's page change and a keystroke in the search box, each measured from the input to its next
 * paint (Event Timing, as interaction-to-next-paint) and to the frame showing its result, with the
 * longest long task; the same page change and keystroke on a bare antd table of the same rows
 * (bench/interactions-baseline, built in the same run). Also how often each page load makes the
 * two sign-in calls (user info and the public config). `BENCH_PASSES` (3) passes of
 * `BENCH_REPEATS` (8) repeats each; `BENCH_WEB_DIST=<dir>` measures a console already built there.
 */
const PASSES = Math.max(1, Number(process.env.BENCH_PASSES ?? 3));
const REPEATS = Math.max(2, Number(process.env.BENCH_REPEATS ?? 8));

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = path.join(benchDir, 'interactions-baseline');

async function buildConsoleInto(outDir: string) {
  console.log(`interactions: building the console into ${outDir} …`);
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

async function buildBaseline(outDir: string) {
  console.log('interactions: building the bare table (bench/interactions-baseline) …');
  await build({
    root: baselineDir,
    configFile: path.join(baselineDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

async function staticServer(root: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  await server.register(fastifyStatic, { root, index: 'index.html' });
  await server.listen({ port: 0, host: HOST });
  return server;
}

/** A page whose errors are collected, with the probe installed before the page's own scripts. */
async function probedPage(context: BrowserContext, problems: string[], side: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${side}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${side}: console: ${message.text()}`);
  });
  return page;
}

/** Requests to user info and the public config made by one load of `url` (until things settle). */
async function countSignInCalls(page: Page, load: () => Promise<unknown>): Promise<SignInCalls> {
  const counts = { info: 0, config: 0 };
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/base/admin/user/info') counts.info += 1;
    if (pathname === '/base/public/config') counts.config += 1;
  };
  page.on('request', onRequest);
  await load();
  await page.locator('main tr[data-row-key]').first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return counts;
}

/**
 * With `BENCH_PROFILE=<dir>`, the first pass's interaction is recorded by Chromium's CPU profiler
 * into `<dir>/<name>.cpuprofile` (open it in DevTools' Performance panel), to see where its long
 * tasks go; the profiler's overhead makes that pass's figures slower, so profile apart from the
 * runs whose figures are reported.
 */
async function profiled<T>(page: Page, pass: number, name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir || pass > 0) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}

export async function runInteractionsBench(): Promise<void> {
  const started = Date.now();
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-interactions-'));
  const consoleDist = process.env.BENCH_WEB_DIST ?? path.join(temp, 'console');
  const baselineDist = path.join(temp, 'baseline');
  if (!process.env.BENCH_WEB_DIST) await buildConsoleInto(consoleDist);
  await buildBaseline(baselineDist);

  const database = await openDatabase({ kind: 'pglite' });
  let app: Awaited<ReturnType<typeof benchApp>> | undefined;
  let bare: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    console.log('interactions: loading the demo shop (2,000 orders) …');
    await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
    await seedCatalogue(database.db);
    const demo = await seedDemoOrders(database.db);
    app = await benchApp(database, { serveConsole: true, webDist: consoleDist });
    const origin = await app.listen({ port: 0, host: HOST });
    const token = await signIn(origin);

    browser = await launchChromium();
    const problems: string[] = [];
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: INTERACTION_PROBE });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
    const ours = await probedPage(context, problems, 'console');

    console.log('interactions: sign-in calls per page load …');
    const firstLoad = await countSignInCalls(ours, () => ours.goto(`${origin}/order/index`));
    const reload = await countSignInCalls(ours, () => ours.reload());

    const passes: Pass[] = [];
    let table: TablePage | undefined;
    for (let pass = 0; pass < PASSES; pass++) {
      console.log(`interactions: pass ${pass + 1} of ${PASSES} …`);
      const samples: Partial<Record<InteractionName, Sample[]>> = {};
      const bareSamples: Partial<Record<InteractionName, Sample[]>> = {};
      // A repeat whose result never shows is written down as a problem of the run, and the page
      // opened afresh for the next interaction, rather than losing the other figures.
      const attempt = async (
        page: Page,
        side: string,
        name: InteractionName,
        run: () => Promise<Sample[]>,
      ) => {
        try {
          return await run();
        } catch (error) {
          problems.push(`pass ${pass + 1}, ${side}, ${name}: ${(error as Error).message.split('\n')[0]}`);
          await page.reload();
          await page.locator('tr[data-row-key]').first().waitFor();
          return [];
        }
      };
      await ours.goto(`${origin}/order/index`);
      samples['tab switch'] = await attempt(ours, 'ours', 'tab switch', () => tabSwitch(ours, REPEATS));
      samples['page change'] = await attempt(ours, 'ours', 'page change', () =>
        profiled(ours, pass, 'page-change', () => pageChange(ours, REPEATS, 'main')),
      );
      if (!table) {
        // The bare table gets pages 1 and 2 of this tab as the console shows them.
        const one = await readTable(ours);
        await ours.locator('main .ant-pagination-item-2').click();
        await ours.locator('main .ant-pagination-item-active[title="2"]').waitFor();
        await ours.locator('main .ant-spin-spinning').waitFor({ state: 'detached' });
        const two = await readTable(ours);
        const total = await ours.locator('main .ant-pagination-total-text').innerText();
        table = { titles: one.titles, rows: [...one.rows, ...two.rows] };
        fs.writeFileSync(
          path.join(baselineDist, 'table.json'),
          JSON.stringify({
            ...table,
            pageSize: one.rows.length,
            total: Number(total.replace(/\D/g, '')) || one.rows.length * 2,
          }),
        );
        bare = await staticServer(baselineDist);
        await ours.locator('main .ant-pagination-item-1').click();
        await ours.locator('main .ant-pagination-item-active[title="1"]').waitFor();
      }
      samples['filter typing'] = await attempt(ours, 'ours', 'filter typing', () =>
        filterTyping(ours, REPEATS, 'main', 'main input[aria-label="Search orders"]'),
      );
      samples['drawer open'] = await attempt(ours, 'ours', 'drawer open', () =>
        profiled(ours, pass, 'drawer-open', () => drawerOpen(ours, REPEATS)),
      );

      if (!bare) throw new Error('the bare table is not served');
      const barePage = await probedPage(context, problems, 'bare');
      const bareOrigin = `http://${HOST}:${(bare.server.address() as { port: number }).port}/`;
      await barePage.goto(bareOrigin);
      await barePage.locator('#app tr[data-row-key]').first().waitFor();
      bareSamples['page change'] = await attempt(barePage, 'bare', 'page change', () =>
        pageChange(barePage, REPEATS, '#app'),
      );
      bareSamples['filter typing'] = await attempt(barePage, 'bare', 'filter typing', () =>
        filterTyping(barePage, REPEATS, '#app', '#app input[aria-label="Search"]'),
      );
      await barePage.close();
      passes.push({ ours: samples, bare: bareSamples });
    }

    const markdown = report({
      passes,
      signIn: { firstLoad, reload },
      problems,
      chromium: browser.version(),
      columns: table?.titles.length ?? 0,
      orders: demo?.orders ?? 0,
      repeats: REPEATS,
      prebuilt: process.env.BENCH_WEB_DIST,
    });
    console.log(`written to ${markdown} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await browser?.close();
    await bare?.close();
    await app?.close();
    await database.close();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
