import type { CDPSession } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';

/**
 * Issue 17 point 10, the cases of quick hands on a slow machine (Chromium's CPU slowed 6×): a
 * typing pause that ends while the next page loads, and the redirect after a failed user-info
 * load from a bare /login. (The tab cases of point 10 are in tags-view's own tests.)
 */
const ui = setUpConsole();

let cdp: CDPSession;
beforeEach(async () => {
  cdp = await ui.context.newCDPSession(ui.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
});
afterEach(async () => {
  await cdp.detach().catch(() => {});
});

/** Holds the requests matching `pattern` until `release()` is called. */
async function hold(pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await ui.page.route(pattern, async (route) => {
    seen += 1;
    await held;
    await route.continue();
  });
  return { release, seen: () => seen };
}

describe('a pending filter dies with the navigation (point 10a)', () => {
  it('opens the menu item clicked while the search box still waited for a pause in typing', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const box = ui.page.getByRole('searchbox', { name: 'Search orders' });
    await box.waitFor();
    // The Users page's code is held until well past the search box's 300 ms pause, so the pause
    // surely ends while the clicked page is still loading, however fast this machine is.
    const usersPage = await hold(/\/assets\/customer-list-page-[^/]*\.js/);
    await box.pressSequentially('zz');
    await ui.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'User' }).click();
    await expect.poll(usersPage.seen).toBeGreaterThan(0);
    // A pause that fired now would navigate to /order/index?q=zz and drop the click.
    await ui.page.waitForTimeout(1000);
    expect(new URL(ui.page.url()).search).toBe('');
    usersPage.release();
    await ui.page.waitForURL(ui.url('/user/index'));
    await ui.page.getByRole('heading', { name: 'Customers' }).waitFor();
    // Still there once everything settled: nothing led back to the list.
    await ui.page.waitForTimeout(1000);
    expect(ui.page.url()).toBe(ui.url('/user/index'));
  });

  it('still applies the search after a pause when nothing else is clicked', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const box = ui.page.getByRole('searchbox', { name: 'Search orders' });
    await box.pressSequentially('zz');
    await ui.page.waitForURL(ui.url('/order/index?q=zz'));
  });
});

describe('a failed user-info load from a bare /login (point 10c, B-C12 with B-C9)', () => {
  it('asks to sign in for /dashboard/index, not for /', async () => {
    ui.allow(NETWORK_LOG);
    await ui.context.addCookies([{ name: 'Admin-Token', value: 'never-issued', url: ui.url() }]);
    await ui.page.goto(ui.url('/login'));
    await ui.page.waitForURL(ui.url(`/login?redirect=${encodeURIComponent('/dashboard/index')}`));
    await ui.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await ui.cookie('Admin-Token')).toBeUndefined();
  });
});
