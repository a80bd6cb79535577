import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/src/seed/catalogue-seed';
import { seedDemoOrders } from '../../server/src/seed/demo-orders';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

/**
 * Issue 20: the dashboard of the demo shop agrees with the lists it sums up, shows each member
 * only what they may see, and keeps ECharts out of the login page.
 */
const ui = setUpConsole({ viewport: { width: 1280, height: 900 } });
const shop = shopFixture(ui);

beforeAll(async () => {
  // The demo storefront: 90 days of orders in every state, payments, refunds, after-sales,
  // points and the points exchange.
  const db = ui.testApp.database.db;
  await seedCatalogue(db);
  await seedDemoOrders(db, { customers: 30, orders: 120 });
}, 300_000);

/** `€1,234.50` (English, the test app's currency) → 123450. */
function centsOf(text: string): number {
  const units = text.replace(/[^\d.-]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(units)) throw new Error(`not an amount: ${text}`);
  return Math.round(Number(units) * 100);
}

/** The page's own tabs shown as open (the tags view above it has tabs too). */
const openTabs = (page: Page) => page.locator('.app-main').getByRole('tab', { selected: true });
const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const figureText = (figure: Locator) => figure.locator('.ant-statistic-content-value').innerText();

/** The pay list's totals line once the list for this address has answered. */
async function payTotals(page: Page, path: string): Promise<string> {
  await ui.openSignedIn(path);
  const totals = page.getByTestId('pay-totals');
  await totals.waitFor();
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return totals.innerText();
}

/** "12 matching · amount €1,234.50 · refunded €10.00" → the amount of the matching rows. */
const amountIn = (totals: string) => centsOf(/amount ([^·]+)/.exec(totals)?.[1] ?? '');
const refundedIn = (totals: string) => centsOf(/refunded ([^·]+)/.exec(totals)?.[1] ?? '');

describe('dashboard', () => {
  it("shows the last 30 days' revenue as the pay list's payments minus its refunds over the same days", async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index?range=30d');
    const revenue = card(ui.page, 'Revenue');
    await revenue.waitFor();
    const shown = centsOf(await figureText(revenue));

    // The period the card covers, as the server took it (the shop's days, up to now).
    const summary = await (await shop.as()).ok('getDashboardSummary', { query: { range: '30d' } });
    expect(summary.range).toBe('30d');
    const days = `from=${encodeURIComponent(summary.from)}&to=${encodeURIComponent(summary.to)}`;

    // Revenue counts each payment when it was paid and each refund when it succeeded; the pay
    // list filters by when a record was made. In the demo shop a payment is made as it is paid
    // and a refund as it succeeds (the seed writes created_at = paid_at / the refund's time),
    // so the same days select the same records. Paid payments are those that succeeded, whole
    // or refunded since (their refunds are taken off below, on their own days).
    let paid = 0;
    for (const status of ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED']) {
      paid += amountIn(await payTotals(ui.page, `/payment/index?status=${status}&${days}`));
    }
    const refunds = refundedIn(await payTotals(ui.page, `/payment/index?tab=refunds&status=SUCCESS&${days}`));
    expect(paid).toBeGreaterThan(0);
    expect(refunds).toBeGreaterThan(0);
    expect(shown).toBe(paid - refunds);
    expect(summary.sales?.revenue.value).toBe(paid - refunds);
  });

  it('opens the list a to-do count stands for, showing the same count', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    const toShip = ui.page.getByRole('link', { name: /^Orders to ship: / });
    await toShip.waitFor();
    const count = Number((await toShip.getAttribute('aria-label'))?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await toShip.click();
    await ui.page.waitForURL(/\/order\/index\?tab=PAID$/);
    await expect.poll(() => openTabs(ui.page).allInnerTexts()).toEqual([`Paid (${count})`]);

    // The exchange orders waiting shipment: the Exchange page on its orders tab, on "To ship".
    await ui.page.goBack();
    const exchange = ui.page.getByRole('link', { name: /^Exchange orders to ship: / });
    await exchange.waitFor();
    const waiting = Number((await exchange.getAttribute('aria-label'))?.replace(/\D/g, ''));
    await exchange.click();
    await ui.page.waitForURL(/\/exchange\/index\?view=orders&tab=TO_SHIP$/);
    await expect.poll(() => openTabs(ui.page).allInnerTexts()).toEqual(['Orders', `To ship (${waiting})`]);

    // The box prizes waiting shipment: the record list on "To ship".
    await ui.page.goBack();
    const prizes = ui.page.getByRole('link', { name: /^Box prizes to ship: / });
    await prizes.waitFor();
    const drawn = Number((await prizes.getAttribute('aria-label'))?.replace(/\D/g, ''));
    await prizes.click();
    await ui.page.waitForURL(/\/record\/index\?tab=TO_SHIP$/);
    await expect.poll(() => openTabs(ui.page).allInnerTexts()).toEqual([`To ship (${drawn})`]);
  });

  it('shows points figures to an admin and none to an editor, who may not see points', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await card(ui.page, 'Revenue').waitFor();
    expect(await card(ui.page, 'Points issued').isVisible()).toBe(true);
    expect(await card(ui.page, 'Points redeemed').isVisible()).toBe(true);

    await ui.context.clearCookies();
    await ui.signInAs('editor');
    await ui.openSignedIn('/dashboard/index');
    await card(ui.page, 'Revenue').waitFor();
    await card(ui.page, 'New customers').waitFor();
    expect(await ui.page.getByText(/points/i).count()).toBe(0);
  });

  it('leaves ECharts out of the login page, and loads it for the dashboard', async () => {
    const scripts: string[] = [];
    ui.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await ui.page.goto(ui.url('/login'));
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await ui.page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /echart|dashboard/i.test(path))).toEqual([]);

    await ui.signInWithForm('admin');
    await ui.page.waitForURL(/\/dashboard\/index/);
    await ui.page.getByRole('img', { name: /^Revenue and paid orders per day/ }).waitFor();
    expect(scripts.filter((path) => /echart/i.test(path))).toHaveLength(1);
  });
});
