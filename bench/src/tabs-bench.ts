import { openDatabase } from '@shop/server/db/client';
import { seedStaff } from '@shop/server/seed/staff-seed';
import type { Page } from 'playwright-core';
import { PASSWORD, signIn } from './api-bench.js';
import { benchApp, buildConsole, HOST } from './bench-server.js';
import { launchChromium } from './chromium.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';

/**
 * `npm run bench -- tabs`: the JS heap and DOM of the signed-in console as tabs pile up. Pages are
 * opened through the router (as the menu does) so every visit adds a tab and a kept page; kept
 * pages are capped at 20 (least recently shown out), so the heap should level off past 20 tabs.
 * Each figure is taken after a forced garbage collection (CDP HeapProfiler.collectGarbage).
 */

/** Distinct pages to open, in order: the area pages, then config edit pages by key. */
const AREA_PAGES = ['/order/index', '/product/index', '/user/index', '/point/index', '/exchange/index'];
const pageAt = (i: number) => AREA_PAGES[i] ?? `/config/edit/key_${i}`;

interface Sample {
  label: string;
  tabs: number;
  keptPages: number;
  heapMB: number;
  domNodes: number;
}

/** The config entries the edit pages open, so each tab holds a real form rather than a "no entry" page. */
async function createEditedKeys(origin: string, token: string) {
  for (let i = AREA_PAGES.length; i < 60; i++) {
    const response = await fetch(`${origin}/base/admin/config`, {
      method: 'POST',
      headers: { 'x-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({
        key: `key_${i}`,
        valueType: 'number',
        value: i,
        category: 'bench',
        label: `Key ${i}`,
      }),
    });
    const body = (await response.json()) as { code: number; message: string };
    if (body.code !== 20000) throw new Error(`tabs: could not create key_${i}: ${body.message}`);
  }
}

/** Opens a path through the router and waits until its tab is the selected one. */
async function visit(page: Page, to: string) {
  await page.evaluate((target) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.locator(`[role="tab"][aria-selected="true"][data-path="${to}"]`).waitFor();
}

async function sample(page: Page, label: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  const counts = await page.evaluate(() => ({
    tabs: document.querySelectorAll('[role="tab"]').length,
    keptPages: document.querySelectorAll('main > *').length,
  }));
  await cdp.detach();
  return { label, ...counts, heapMB: metric('JSHeapUsedSize') / 1e6, domNodes: metric('Nodes') };
}

export async function runTabsBench(): Promise<void> {
  await buildConsole('tabs');
  const database = await openDatabase({ kind: 'pglite' });
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const app = await benchApp(database, { serveConsole: true });
  const browser = await launchChromium();
  try {
    const origin = await app.listen({ port: 0, host: HOST });
    const token = await signIn(origin);
    await createEditedKeys(origin, token);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 720 } });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/index`);
    await page.locator('[role="tab"][aria-selected="true"]').waitFor();

    const samples = [await sample(page, 'signed in, Dashboard only')];
    let opened = 0;
    for (const target of [20, 40, 60]) {
      while (opened < target - 1) await visit(page, pageAt(opened++));
      samples.push(await sample(page, `${target} tabs open`));
    }
    // Close All (context menu on the fixed tab) drops every kept page.
    // To the Dashboard first: the bar scrolls it into view (a scroll of the bar closes the menu).
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard/index`);
    await page.waitForTimeout(300);
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close All' }).click();
    await page.waitForURL(`${origin}/dashboard/index`);
    samples.push(await sample(page, 'after Close All'));

    const first = samples[1] as Sample;
    const last = samples[3] as Sample;
    const bounded = last.keptPages <= 21 && last.heapMB <= first.heapMB * 1.25;
    const table = [
      '| moment | tabs | kept page roots in the DOM | JS heap used (MB) | DOM nodes |',
      '|---|---|---|---|---|',
      ...samples.map(
        (s) => `| ${s.label} | ${s.tabs} | ${s.keptPages} | ${s.heapMB.toFixed(1)} | ${s.domNodes} |`,
      ),
    ].join('\n');
    console.log(table);
    const markdown = [
      '## tabs: memory with many tabs open (kept pages capped at 20)',
      '',
      `Taken ${new Date().toISOString()} on ${machineLine()}; headless Chromium ${browser.version()}.`,
      'Signed in as admin; pages opened through the router as the menu opens them (area pages, then `/config/edit/<key>` pages, all distinct paths); each figure after three forced garbage collections (CDP). "Kept page roots" counts the page elements under `<main>` (shown + hidden).',
      '',
      table,
      '',
      `Target: memory stays bounded with 20+ tabs: ${bounded ? 'met' : 'MISSED'} (60 tabs keep ${last.keptPages} pages and use ${last.heapMB.toFixed(1)} MB against ${first.heapMB.toFixed(1)} MB at 20 tabs; at most +25 % allowed for the tabs themselves).`,
    ].join('\n');
    console.log(`written to ${writeSection('tabs', markdown)}`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
