import type { ElementHandle } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const ui = setUpConsole();

const bar = () => ui.page.getByRole('tablist', { name: 'Opened pages' });
const tab = (name: string) => bar().getByRole('tab', { name, exact: true });
const tabNames = () => bar().getByRole('tab').allInnerTexts();
/** A tab's ×, for the mouse (hidden from assistive technology, which closes with Delete). */
const closeOf = (name: string) => bar().getByRole('tab', { name, exact: true }).locator('.tags-view-close');

/** Opens a page through the router (as the menu does), keeping the tabs and kept pages. */
async function go(path: string) {
  await ui.page.evaluate((to) => {
    // React Router's own history entry shape, so the visit is a new entry with its own key.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await activeTabAt(path);
}

/** Waits until the router has shown `path`: its tab is the selected one. */
async function activeTabAt(path: string) {
  const pathname = new URL(path, 'http://x').pathname;
  await bar().locator(`[role="tab"][aria-selected="true"][data-path="${pathname}"]`).waitFor();
}

/** The page root shown now: kept pages keep this very element, remounted ones get a new one. */
async function shownPage(title: string | RegExp): Promise<ElementHandle> {
  const heading = ui.page.getByRole('heading', { name: title });
  await heading.waitFor();
  return heading.elementHandle() as Promise<ElementHandle>;
}

const stillMounted = (element: ElementHandle) => element.evaluate((node) => node.isConnected);

describe('tags view: tabs (B-G2..B-G9)', () => {
  it('opens the fixed Dashboard tab first, then one tab per page, the query following the page', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await go('/order/index?status=paid');
    expect(await tabNames()).toEqual(['Dashboard', 'Order', 'Product']);
    const active = bar().getByRole('tab', { selected: true });
    expect(await active.innerText()).toBe('Order');
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await active.getAttribute('class')).toContain('active');
    // B-G4/B-G5: the tab remembers the query it was last left at.
    await tab('Dashboard').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await tab('Order').click();
    await ui.page.waitForURL(ui.url('/order/index?status=paid'));
    // No tab for the redirect hop, and no close button on the fixed tab.
    expect(await tab('Dashboard').getByRole('button').count()).toBe(0);
  });

  it('closes with × (staying put unless it was the current page) and goes to the last tab', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await go('/point/index');
    await closeOf('Order').click();
    expect(await tabNames()).toEqual(['Dashboard', 'Product', 'Point']);
    expect(ui.page.url()).toBe(ui.url('/point/index'));
    await closeOf('Point').click();
    await ui.page.waitForURL(ui.url('/product/index'));
    await closeOf('Product').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    expect(await tabNames()).toEqual(['Dashboard']);
  });

  it('closes a tab on a middle click, never a fixed one, and opens no browser tab', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await tab('Order').click({ button: 'middle' });
    await tab('Dashboard').click({ button: 'middle' });
    expect(await tabNames()).toEqual(['Dashboard', 'Product']);
    expect(ui.page.url()).toBe(ui.url('/product/index'));
    expect(ui.context.pages()).toHaveLength(1);
  });

  it('works from the keyboard: arrows move, Enter opens, Delete closes', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await tab('Product').focus();
    await ui.page.keyboard.press('ArrowLeft');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url('/order/index'));
    await tab('Product').focus();
    await ui.page.keyboard.press('Delete');
    expect(await tabNames()).toEqual(['Dashboard', 'Order']);
  });
});

describe('tags view: context menu (B-G10..B-G14)', () => {
  const menu = () => ui.page.getByRole('menu', { name: /^Actions for / });

  it('opens at the pointer with the spec’s entries, Close absent on a fixed tab', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const box = await tab('Order').boundingBox();
    const barBox = await bar().boundingBox();
    if (!box || !barBox) throw new Error('no tab box');
    const x = box.x + 10;
    const y = box.y + 10;
    await ui.page.mouse.click(x, y, { button: 'right' });
    expect(await menu().getByRole('menuitem').allInnerTexts()).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close All',
    ]);
    const menuBox = await menu().boundingBox();
    expect(Math.abs((menuBox?.x ?? 0) - (x + 15))).toBeLessThanOrEqual(1);
    expect(Math.abs((menuBox?.y ?? 0) - y)).toBeLessThanOrEqual(1);
    // Any click closes it.
    await ui.page.mouse.click(600, 500);
    await menu().waitFor({ state: 'detached' });
    await tab('Dashboard').click({ button: 'right' });
    expect(await menu().getByRole('menuitem').allInnerTexts()).toEqual([
      'Refresh',
      'Close Others',
      'Close All',
    ]);
  });

  it('close others from the fixed tab keeps only it and goes there', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await tab('Dashboard').click({ button: 'right' });
    await menu().getByRole('menuitem', { name: 'Close Others' }).click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    expect(await tabNames()).toEqual(['Dashboard']);
  });

  it('close others from another tab keeps it and the fixed tab', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await go('/point/index');
    await tab('Product').click({ button: 'right' });
    await menu().getByRole('menuitem', { name: 'Close Others' }).click();
    await ui.page.waitForURL(ui.url('/product/index'));
    expect(await tabNames()).toEqual(['Dashboard', 'Product']);
  });

  it('close all from the fixed tab leaves the closed page for the last tab', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await go('/product/index');
    await tab('Dashboard').click({ button: 'right' });
    await menu().getByRole('menuitem', { name: 'Close All' }).click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    expect(await tabNames()).toEqual(['Dashboard']);
  });

  it('is a keyboard menu: the menu key opens it, arrows and Enter choose, Escape closes', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await tab('Order').focus();
    await ui.page.keyboard.press('Shift+F10');
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.textContent)).toBe('Refresh');
    await ui.page.keyboard.press('Escape');
    await menu().waitFor({ state: 'detached' });
    await tab('Order').focus();
    await ui.page.keyboard.press('Shift+F10');
    await ui.page.keyboard.press('ArrowDown');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    expect(await tabNames()).toEqual(['Dashboard']);
  });
});

describe('cached pages (B-I1..B-I5)', () => {
  it('keeps a visited page mounted while away, and each path is its own page', async () => {
    // The edit pages of keys that do not exist: the browser logs their 404 answers.
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/alpha');
    const alpha = await shownPage('Edit Config alpha');
    await go('/config/edit/beta');
    const beta = await shownPage('Edit Config beta');
    expect(await beta.evaluate((node, other) => node === other, alpha)).toBe(false);
    await go('/dashboard/index');
    await tab('Edit Config: alpha').click();
    await ui.page.waitForURL(ui.url('/config/edit/alpha'));
    expect(await stillMounted(alpha)).toBe(true);
    // The address changes a moment before React shows the kept page again.
    await expect.poll(() => alpha.isVisible()).toBe(true);
    expect(await beta.isVisible()).toBe(false);
  });

  it('refresh remounts that page only, and Back skips the redirect hop', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const order = await shownPage('Order');
    await go('/product/index');
    const product = await shownPage('Product');
    await tab('Order').click({ button: 'right' });
    await ui.page.getByRole('menuitem', { name: 'Refresh' }).click();
    await ui.page.waitForURL(ui.url('/order/index'));
    await shownPage('Order');
    expect(await stillMounted(order)).toBe(false);
    expect(await stillMounted(product)).toBe(true);
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/order/index'));
    expect(ui.page.url()).not.toContain('/redirect/');
  });

  it('closing a tab drops its page', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const order = await shownPage('Order');
    await go('/product/index');
    await closeOf('Order').click();
    expect(await stillMounted(order)).toBe(false);
  });

  it('a size change empties the cache', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const order = await shownPage('Order');
    await go('/product/index');
    const product = await shownPage('Product');
    await ui.page.getByRole('button', { name: 'Global Size' }).click();
    await ui.page.getByRole('menuitem', { name: 'Small' }).click();
    // The URL is already /product/index before the /redirect hop remounts: wait for the outcome.
    await expect.poll(() => stillMounted(order)).toBe(false);
    await expect.poll(() => stillMounted(product)).toBe(false);
    await shownPage('Product');
    expect(await tabNames()).toEqual(['Dashboard', 'Order', 'Product']);
  });

  it('does not keep a noCache page (Profile)', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/profile/index');
    const heading = ui.page.locator('main').getByRole('heading').first();
    await heading.waitFor();
    const profile = (await heading.elementHandle()) as ElementHandle;
    await go('/dashboard/index');
    expect(await stillMounted(profile)).toBe(false);
  });

  it('puts a kept page back at its scroll position', async () => {
    await ui.signInAs('admin');
    await ui.page.setViewportSize({ width: 1280, height: 300 });
    await ui.openSignedIn('/order/index');
    await ui.page.evaluate(() => {
      // Room to scroll: the page is taller than the window.
      document.querySelector('main')?.setAttribute('style', 'min-height: 2000px');
      window.scrollTo(0, 400);
    });
    await expect.poll(() => ui.page.evaluate(() => window.scrollY)).toBe(400);
    await go('/product/index');
    expect(await ui.page.evaluate(() => window.scrollY)).toBe(0);
    await tab('Order').click();
    await ui.page.waitForURL(ui.url('/order/index'));
    await expect.poll(() => ui.page.evaluate(() => window.scrollY)).toBe(400);
  });
});

describe('tags bar scrolling (B-G15, B-G16)', () => {
  it('scrolls sideways with the wheel and keeps the active tab in view', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/k0');
    for (let i = 1; i < 16; i++) await go(`/config/edit/k${i}`);
    const scrollLeft = () => bar().evaluate((el) => el.scrollLeft);
    const end = await bar().evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(end).toBeGreaterThan(0);
    // The last tab is active: scrolled fully to the end.
    expect(await scrollLeft()).toBe(end);
    const box = await bar().boundingBox();
    if (!box) throw new Error('no bar');
    await ui.page.mouse.move(box.x + 50, box.y + 10);
    const pageScroll = await ui.page.evaluate(() => window.scrollY);
    await ui.page.mouse.wheel(0, 100);
    await expect.poll(scrollLeft).toBe(end - 30);
    expect(await ui.page.evaluate(() => window.scrollY)).toBe(pageScroll);
    // The first tab active: back to the start.
    await tab('Dashboard').click();
    await expect.poll(scrollLeft).toBe(0);
  });
});
