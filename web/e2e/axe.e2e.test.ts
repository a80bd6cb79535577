import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { asyncRoutes, constantRoutes } from '../src/app/route-table';
import type { AppRoute } from '../src/app/route-types';
import { SETTINGS_STORAGE_KEY } from '../src/stores/settings-store';
import { setUpConsole } from './console-harness';
import { shopFixture, testAddress } from './shop-fixture';

/**
 * Issue 17 point 8: axe-core finds no serious or critical violation on any page the admin can
 * open, signed out on the login page, and on the 404 and 403 pages, in light mode (default
 * colour) and in dark mode with the dark preset that made active items unreadable (#304156).
 * One browser context for the whole walk: the theme is switched through the settings store's
 * localStorage entry, which every page load reads.
 */

const ui = setUpConsole();
const shop = shopFixture(ui);

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Visit {
  /** Address of the page, with data so lists have rows. */
  path: string;
  /** What the report calls it, if not its path. */
  label?: string;
  /** The route-table path it covers (`/product/edit/:id`). */
  route: string;
  /** Waits until the page has its content (a drawer open...). */
  ready?: (page: Page) => Promise<unknown>;
  /** Puts the page back as it was (closes what `ready` opened). */
  leave?: (page: Page) => Promise<unknown>;
  signedOut?: boolean;
}

interface Finding {
  page: string;
  mode: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Every route-table path with a page, the hops (`/redirect/*`) aside. */
function pagePaths(routes: AppRoute[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    const own = route.page && !path.startsWith('/redirect/') ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

const openDrawer = (page: Page) => page.getByRole('dialog').filter({ visible: true }).first().waitFor();

/**
 * Ends every finite animation and transition at once (a drawer sliding in, a fading toast), so
 * axe sees colours as they rest, not half-faded; spinners and other endless ones run on.
 */
async function settled(page: Page) {
  // A visit that clicked (a row action, a drawer's button) leaves the pointer where it clicked, and
  // the next page may draw a button there: axe would judge that button's hover colour, not its own.
  await page.mouse.move(1, 719);
  // A motion may begin a frame or two after the last one ended (a drawer's body fades in once its
  // data has drawn; CI once caught it at 85 %): finish until a few frames pass with none running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (a) => a.playState !== 'finished' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
    for (let quiet = 0, round = 0; quiet < 3 && round < 60; round++) {
      const running = finite();
      for (const animation of running) animation.finish();
      quiet = running.length === 0 ? quiet + 1 : 0;
      await frame();
    }
  });
}

/** Until the page's requests are answered and antd's loading spinners are gone. */
async function loaded(page: Page) {
  await page.waitForLoadState('networkidle');
  // Kept pages stay in the document, hidden: only what shows counts.
  await expect
    .poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true }).count())
    .toBe(0);
}

async function axeFindings(page: Page, where: string, mode: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map(
        (n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`,
      ),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, page: where, mode }));
}

/**
 * Opens a page the way the console does, without loading it anew: the router follows the history
 * (a full load per page would spend most of the file's time starting the console).
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

let visits: Visit[];

beforeAll(async () => {
  const [mug] = await shop.product('Axe Stoneware', [
    { code: 'AXE-MUG', optionValues: ['Mug'], price: 1250, onHand: 20 },
    { code: 'AXE-BOWL', optionValues: ['Bowl'], price: 800, onHand: 3 },
  ]);
  const customerId = await shop.customer('Axe Customer', '+34600111222');
  if (mug === undefined) throw new Error('no SKU');
  const unpaid = await shop.placeOrder(customerId, [{ skuId: mug, quantity: 1 }]);
  const paid = (await shop.payOrder(await shop.placeOrder(customerId, [{ skuId: mug, quantity: 2 }]))).order;
  const payment = paid.payments[0];
  if (!payment) throw new Error('the order shows no payment');
  const [staffId] = await insertStaff(ui.testApp.database.db, [{ username: 'axecrew', roles: ['editor'] }]);
  const admin = await shop.as();
  const products = await admin.ok('listProducts', { query: {} });
  const productId = products.items[0]?.id;
  const configs = await admin.ok('listConfig', { query: {} });
  const configKey = configs.items[0]?.key;
  // A set-password link (checking it does not use it up).
  const passwordLink = (
    await admin.ok('createStaff', {
      body: { username: 'axelink', name: 'Axe Link', roles: ['editor'], mode: 'link' },
    })
  ).passwordLink;
  const auditId = (await admin.ok('listAudit', { query: {} })).items[0]?.id;
  // A box on sale with a draw, for the box pages and the record list with its drawer.
  const [, bowl] = await shop.product('Axe Box Glaze', [
    { code: 'AXE-BOX-A', optionValues: ['Common'], price: 500, onHand: 10 },
    { code: 'AXE-BOX-B', optionValues: ['Rare'], price: 1500, onHand: 5 },
  ]);
  const box = await admin.ok('createBox', {
    body: {
      title: 'Axe Surprise',
      cashPrice: 990,
      pointsPrice: 100,
      prizes: [
        { skuId: mug, tier: 'COMMON', quantityTotal: 6, displayValue: 1250 },
        { skuId: bowl ?? 0, tier: 'RARE', quantityTotal: 2, displayValue: 1500 },
      ],
    },
  });
  const published = await admin.ok('publishBox', { params: { id: box.id }, body: { version: box.version } });
  const address = await admin.ok('addCustomerAddress', {
    params: { id: customerId },
    body: { ...testAddress, isDefault: true },
  });
  const drawn = await admin.ok('drawBox', {
    params: { id: published.id },
    body: {
      customerId,
      addressId: address.addresses.find((a) => a.isDefault)?.id ?? 0,
      payMethod: 'CASH',
      payment: { channel: 'CASH', reference: '' },
      ageConfirmed: true,
      idempotencyKey: `axe-box-${Date.now()}`,
    },
  });

  // A customer's pending post with a staff reply, and a staff draft: the feed list, drawer, comments, edit.
  const feedPost = await admin.ok('createFeedPost', {
    body: { content: 'Axe post: the glaze is lovely', customerId, productIds: productId ? [productId] : [] },
  });
  await admin.ok('replyFeedPost', { params: { id: feedPost.id }, body: { content: 'Thank you!' } });
  const staffPost = await admin.ok('createFeedPost', { body: { content: 'Axe staff draft', submit: false } });

  // An article with a linked product, for its list, editor, preview and revisions.
  const article = await admin.ok('createArticle', {
    body: {
      title: 'Axe Kiln Diary',
      slug: 'axe-kiln-diary',
      category: 'STORY',
      tags: ['kiln'],
      summary: 'A dawn firing',
      contentHtml: '<p>The kiln at dawn</p>',
      productIds: productId ? [productId] : [],
    },
  });

  visits = [
    {
      path: '/login',
      route: '/login',
      signedOut: true,
      ready: (page) => page.getByRole('textbox', { name: 'Username' }).waitFor(),
    },
    {
      label: 'set-password link',
      path: passwordLink ?? '/set-password',
      route: '/set-password',
      signedOut: true,
      ready: (page) => page.getByRole('heading', { name: 'Choose your password' }).waitFor(),
    },
    { path: '/404', route: '/404' },
    { path: '/401', route: '/401' },
    { path: '/auth-redirect', route: '/auth-redirect' },
    { path: '/dashboard/index', route: '/dashboard/index' },
    {
      // The layout's own drawer, with its theme and switches.
      label: 'settings drawer',
      path: '/dashboard/index',
      route: '/dashboard/index',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Open settings' }).click();
        await page.getByRole('dialog', { name: 'Page style setting' }).waitFor();
      },
      leave: async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Page style setting' }).waitFor({ state: 'hidden' });
      },
    },
    { path: '/profile/index', route: '/profile/index' },
    { path: '/user/index', route: '/user/index' },
    { path: `/user/index?customer=${customerId}`, route: '/user/index', ready: openDrawer },
    { path: '/order/index', route: '/order/index' },
    { path: `/order/index?order=${unpaid.id}`, route: '/order/index', ready: openDrawer },
    { path: '/product/index', route: '/product/index' },
    { path: '/product/create', route: '/product/create' },
    { path: `/product/edit/${productId}`, route: '/product/edit/:id' },
    { path: '/inventory/product', route: '/inventory/product' },
    { path: '/inventory/records', route: '/inventory/records' },
    { path: '/exchange/index', route: '/exchange/index' },
    { path: '/point/index', route: '/point/index' },
    { path: '/box/index', route: '/box/index' },
    { path: '/box/build', route: '/box/build' },
    {
      path: `/box/build/${box.id}`,
      route: '/box/build/:id',
      ready: (page) => page.getByRole('heading', { name: 'Odds version 1 (current)' }).waitFor(),
    },
    {
      label: 'box draw dialog',
      path: `/box/build/${box.id}`,
      route: '/box/build/:id',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Draw for a customer' }).click();
        await page.getByRole('dialog', { name: 'Draw Axe Surprise for a customer' }).waitFor();
      },
      leave: async (page) => {
        await page.keyboard.press('Escape');
        await page
          .getByRole('dialog', { name: 'Draw Axe Surprise for a customer' })
          .waitFor({ state: 'detached' });
      },
    },
    { path: '/config/create', route: '/config/create' },
    { path: '/config/list', route: '/config/list' },
    { path: '/config/main', route: '/config/main' },
    { path: `/config/edit/${configKey}`, route: '/config/edit/:key' },
    { path: '/payment/index', route: '/payment/index' },
    { path: `/payment/index?payment=${payment.id}`, route: '/payment/index', ready: openDrawer },
    { path: '/record/index', route: '/record/index' },
    { path: `/record/index?draw=${drawn.draw.id}`, route: '/record/index', ready: openDrawer },
    { path: '/article/list', route: '/article/list' },
    { path: '/article/create', route: '/article/create' },
    { path: `/article/edit/${article.id}`, route: '/article/edit/:id' },
    ...(['Preview as the shop shows it', 'Revisions of Axe Kiln Diary'] as const).map((dialog) => ({
      label: dialog,
      path: `/article/edit/${article.id}`,
      route: '/article/edit/:id',
      ready: async (page: Page) => {
        const opener = dialog.startsWith('Preview') ? 'Preview' : /^Revisions \(\d+\)$/;
        await page.getByRole('button', { name: opener, exact: true }).filter({ visible: true }).click();
        await page.getByRole('dialog', { name: dialog }).waitFor();
        await loaded(page);
      },
      leave: async (page: Page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
      },
    })),
    { path: '/feed/list?tab=PENDING_REVIEW', route: '/feed/list' },
    {
      label: 'feed post drawer',
      path: `/feed/list?post=${feedPost.id}`,
      route: '/feed/list',
      ready: openDrawer,
    },
    {
      label: 'feed comments',
      path: '/feed/list?view=comments',
      route: '/feed/list',
      ready: (page) => page.getByRole('searchbox', { name: 'Search comments' }).waitFor(),
    },
    { path: '/feed/create', route: '/feed/create' },
    { path: `/feed/edit/${staffPost.id}`, route: '/feed/edit/:id' },
    { path: '/staff/index', route: '/staff/index' },
    { path: `/staff/index?edit=${staffId}`, route: '/staff/index', ready: openDrawer },
    { path: '/staff/roles', route: '/staff/roles' },
    {
      label: 'role drawer with its permission matrix',
      path: '/staff/roles?role=editor',
      route: '/staff/roles',
      ready: (page) => page.getByRole('checkbox', { name: 'Orders: Refund' }).waitFor(),
    },
    { path: '/staff/audit', route: '/staff/audit' },
    {
      label: 'audit entry drawer with its before and after',
      path: `/staff/audit?entry=${auditId}`,
      route: '/staff/audit',
      ready: (page) => page.getByRole('table', { name: 'Fields before and after the change' }).waitFor(),
    },
  ];
});

describe('accessibility of every page (axe-core)', () => {
  it('visits every page of the route table', () => {
    const visited = new Set(visits.map((v) => v.route));
    const missing = pagePaths([...constantRoutes, ...asyncRoutes]).filter((path) => !visited.has(path));
    expect(missing).toEqual([]);
  });

  it('finds no serious or critical violation on any page, in light and in dark mode', async () => {
    const { page, context } = ui;
    const modes = [
      { name: 'light #409EFF', theme: '#409EFF', darkMode: false },
      { name: 'dark #304156', theme: '#304156', darkMode: true },
    ];
    const findings: Finding[] = [];
    for (const mode of modes) {
      // Signed out with no page open: a page still open would ask the API in between (a 401).
      await page.goto('about:blank');
      await context.clearCookies();
      await page.goto(ui.url('/login'));
      // Once the page has stored its own settings (it does as the shop's title arrives).
      await loaded(page);
      await page.evaluate(
        ([key, theme, darkMode]) =>
          localStorage.setItem(key as string, JSON.stringify({ state: { theme, darkMode }, version: 1 })),
        [SETTINGS_STORAGE_KEY, mode.theme, mode.darkMode] as const,
      );
      let signedIn = false;
      for (const visit of visits) {
        if (visit.signedOut) await page.goto(ui.url(visit.path));
        else if (!signedIn) {
          await ui.signInAs('admin');
          signedIn = true;
          await page.goto(ui.url(visit.path));
        } else await navigate(page, visit.path);
        await loaded(page);
        await visit.ready?.(page);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(
          mode.darkMode ? 'dark' : 'light',
        );
        findings.push(...(await axeFindings(page, visit.label ?? visit.path, mode.name)));
        await visit.leave?.(page);
      }
    }
    const report = findings.map(
      (f) => `${f.mode} ${f.page}: ${f.impact} ${f.id} (${f.help})\n    ${f.targets.join('\n    ')}`,
    );
    expect(report).toEqual([]);
  }, 300_000);
});
