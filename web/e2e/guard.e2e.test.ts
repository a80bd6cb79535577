import { describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const ui = setUpConsole();

const loginFor = (path: string) => ui.url(`/login?redirect=${encodeURIComponent(path)}`);

describe('guard without a token', () => {
  // B-C11: the query and hash are dropped and the path is encoded.
  it.each([
    ['/user/index?page=2#top', '/user/index'],
    ['/no/such/page', '/no/such/page'],
    ['/config/edit/abc', '/config/edit/abc'],
  ])('sends %s to the login page', async (target, redirect) => {
    await ui.page.goto(ui.url(target));
    await ui.page.waitForURL(loginFor(redirect));
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  });

  it.each(['/404', '/401'])('opens the public page %s', async (target) => {
    await ui.page.goto(ui.url(target));
    await ui.page.getByRole('link', { name: /Back to home/ }).waitFor();
    expect(ui.page.url()).toBe(ui.url(target));
  });

  // B-C12.
  it('sends / to /login?redirect=/dashboard/index', async () => {
    await ui.page.goto(ui.url('/'));
    await ui.page.waitForURL(loginFor('/dashboard/index'));
  });

  // B-A9: the redirect target, with the login URL's other parameters carried along.
  it('signs in to the redirect target with the other parameters', async () => {
    await ui.page.goto(ui.url('/login?redirect=%2Forder%2Findex&tab=2'));
    await ui.signInWithForm('admin');
    await ui.page.waitForURL(ui.url('/order/index?tab=2'));
    await ui.page.getByRole('heading', { name: 'Order' }).waitFor();
  });

  it('signs in home when the redirect leaves the site', async () => {
    await ui.page.goto(ui.url('/login?redirect=%2F%2Fevil.example'));
    await ui.signInWithForm('admin');
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });
});

describe('guard with a token', () => {
  // B-C4.
  it('leads /login home', async () => {
    await ui.signInAs('admin');
    await ui.page.goto(ui.url('/login'));
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });

  // B-C8: info loads before any layout content shows, and the target stays one history entry.
  it('loads user info before showing the page, without an extra history entry', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await ui.page.route('**/base/admin/user/info*', async (route) => {
      await held;
      await route.continue();
    });
    // A page still to be built (its heading is the route title): the Users page has its own now.
    await ui.page.goto(ui.url('/exchange/index'), { waitUntil: 'domcontentloaded' });
    await ui.page.waitForTimeout(300);
    expect(await ui.page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    release();
    await ui.page.getByRole('heading', { name: 'Exchange List' }).waitFor();
    expect(ui.page.url()).toBe(ui.url('/exchange/index'));
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });

  // B-C9 with the server's message: a token the server refuses.
  it('drops a refused token with its message and asks to sign in for the page', async () => {
    ui.allow(NETWORK_LOG);
    await ui.context.addCookies([{ name: 'Admin-Token', value: 'never-issued', url: ui.url() }]);
    await ui.page.goto(ui.url('/order/index?x=1'));
    await ui.page.waitForURL(loginFor('/order/index'));
    await ui.page.getByText('Illegal token: please sign in').waitFor();
    expect(await ui.cookie('Admin-Token')).toBeUndefined();
  });

  // B-C7 and the page title of the final route (B-J3).
  it('sends unknown paths to /404', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.goto(ui.url('/no/such/page'));
    await ui.page.waitForURL(ui.url('/404'));
    await ui.page.getByText('The webmaster said that you can not enter this page...').waitFor();
    expect(await ui.page.title()).toBe('Handmade Shop');
    await ui.page.goBack();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await expect.poll(() => ui.page.title()).toBe('Dashboard - Handmade Shop');
  });

  // B-C1: a bar at the top for each navigation, never a spinner; gone when it completes.
  it('shows the progress bar on a navigation, without a spinner', async () => {
    await ui.page.addInitScript(() => {
      const seen = { bar: 0, spinner: 0 };
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('#nprogress .bar')) seen.bar += 1;
        if (document.querySelector('#nprogress .spinner, .spinner-icon')) seen.spinner += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.evaluate(() => {
      (window as unknown as { progressSeen: { bar: number } }).progressSeen.bar = 0;
    });
    await ui.page.getByRole('link', { name: 'Order', exact: true }).click();
    await ui.page.getByRole('heading', { name: 'Order' }).waitFor();
    const seen = await ui.page.evaluate(() => (window as unknown as { progressSeen: object }).progressSeen);
    expect(seen).toMatchObject({ bar: expect.any(Number), spinner: 0 });
    expect((seen as { bar: number }).bar).toBeGreaterThan(0);
    await expect.poll(() => ui.page.locator('#nprogress').count()).toBe(0);
  });

  // B-C13.
  it('starts each page at the top', async () => {
    await ui.page.setViewportSize({ width: 1280, height: 200 });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => ui.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await ui.page.getByRole('link', { name: 'User' }).click();
    await ui.page.waitForURL(ui.url('/user/index'));
    await expect.poll(() => ui.page.evaluate(() => window.scrollY)).toBe(0);
  });

  // B-C14: the page whose code fails to load is not shown; the current one stays.
  it('stays on the current page when the next page cannot load', async () => {
    ui.allow(/^console: Failed to load resource: net::ERR_FAILED/);
    await ui.page.addInitScript(() => {
      window.addEventListener('vite:preloadError', () => {
        const w = window as unknown as { preloadErrors?: number };
        w.preloadErrors = (w.preloadErrors ?? 0) + 1;
      });
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.route('**/assets/exchange-page-*.js', (route) => route.abort());
    await ui.page.getByRole('link', { name: 'Exchange List' }).click();
    await expect
      .poll(() => ui.page.evaluate(() => (window as { preloadErrors?: number }).preloadErrors ?? 0))
      .toBeGreaterThan(0);
    await expect.poll(() => ui.page.locator('#nprogress').count()).toBe(0);
    expect(ui.page.url()).toBe(ui.url('/dashboard/index'));
    expect(await ui.page.getByRole('heading', { name: 'Welcome, Ada Admin' }).isVisible()).toBe(true);
  });
});
