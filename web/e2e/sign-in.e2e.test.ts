import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../server/src/test-support/test-app';
import { launchChromium } from './chromium';
import { webDist } from './console-harness';

// As console-harness.ts: E2E_WEB_DIST names a build of one's own.

let testApp: TestApp;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Console errors and CSP violations seen by the page: any one fails the test. */
let problems: string[];

beforeAll(async () => {
  testApp = await createTestApp({ webDist });
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

beforeEach(async () => {
  problems = [];
  context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A CSP violation also raises this DOM event; report it even if the browser logged nothing.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});
afterEach(async () => {
  await context.close();
});

async function cookie(name: string) {
  const cookies = await context.cookies(origin);
  return cookies.find((c) => c.name === name);
}

async function adminToken(): Promise<string | undefined> {
  return (await cookie('Admin-Token'))?.value;
}

async function fillAndSubmit(username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('sign-in', () => {
  it('signs in as admin, shows the dashboard, and signs out again', async () => {
    await page.goto(`${origin}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Staff sign-in' }).isVisible()).toBe(true);
    await fillAndSubmit('admin', TEST_PASSWORD);

    await page.waitForURL(`${origin}/dashboard/index`);
    await page.getByText('Ada Admin').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).isVisible()).toBe(true);
    // B-A2: a session cookie on path /, readable by the console's script.
    expect(await cookie('Admin-Token')).toMatchObject({
      value: expect.stringMatching(/^[\w-]{20,}$/),
      path: '/',
      expires: -1,
      httpOnly: false,
    });
    expect(await page.getByRole('img', { name: 'Avatar of Ada Admin' }).isVisible()).toBe(true);

    // A full load keeps the session (cookie), reloads the user info, and /login leads home.
    await page.goto(`${origin}/login`);
    await page.waitForURL(`${origin}/dashboard/index`);
    await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).waitFor();

    await page.goto(`${origin}/no/such/page`);
    await page.waitForURL(`${origin}/404`);
    await page.getByText('The webmaster said that you can not enter this page...').waitFor();
    await page.goBack();
    await page.waitForURL(`${origin}/dashboard/index`);
    await page.getByRole('heading', { name: 'Welcome, Ada Admin' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${origin}/login?redirect=${encodeURIComponent('/dashboard/index')}`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await adminToken()).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('keeps a wrong password on /login with the server message', async () => {
    await page.goto(`${origin}/login?redirect=%2Fdashboard%2Findex`);
    await fillAndSubmit('admin', 'not-the-password');

    await page.getByText('Incorrect username or password').waitFor();
    expect(page.url()).toBe(`${origin}/login?redirect=%2Fdashboard%2Findex`);
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
    expect(await adminToken()).toBeUndefined();
    // The failed call's 401 is the browser's own network log line, not the console's doing.
    const networkLog = 'console: Failed to load resource: the server responded with a status of 401';
    expect(problems.filter((p) => !p.startsWith(networkLog))).toEqual([]);
  });

  it('asks for both fields before calling the server', async () => {
    await page.goto(`${origin}/login`);
    let calls = 0;
    page.on('request', (request) => {
      // The page's own read of the public shop title may still be under way; sign-in calls count.
      if (request.url().includes('/base/') && !request.url().includes('/base/public/')) calls += 1;
    });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter your username').waitFor();
    await page.getByText('Please enter your password').waitFor();
    expect(calls).toBe(0);
    expect(problems).toEqual([]);
  });

  it('drops a token the server refuses and returns to the login page', async () => {
    await context.addCookies([{ name: 'Admin-Token', value: 'never-issued', url: origin }]);
    await page.goto(`${origin}/dashboard/index`);
    await page.waitForURL(`${origin}/login?redirect=${encodeURIComponent('/dashboard/index')}`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.getByText('Illegal token: please sign in').waitFor();
    expect(await adminToken()).toBeUndefined();
  });

  it('switches the login page to Chinese and remembers the choice', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('heading', { name: '系统登录' }).waitFor();
    await page.getByText('切换语言成功').waitFor();
    expect(await cookie('language')).toMatchObject({ value: 'zh', path: '/', expires: -1 });
    for (const label of ['账号', '密码']) {
      expect(await page.getByRole('textbox', { name: label }).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: '登录', exact: true }).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: '系统登录' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(problems).toEqual([]);
  });

  it('opens the third-party dialog with a QR code from the login page', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Or connect with' }).click();
    const dialog = page.getByRole('dialog', { name: 'Or connect with' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: 'QR code to sign in with your phone' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends a signed-out visit to a page through the guard to the login page', async () => {
    await page.goto(`${origin}/dashboard/index?tab=2`);
    await page.waitForURL(`${origin}/login?redirect=${encodeURIComponent('/dashboard/index')}`);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(problems).toEqual([]);
  });

  // B-C12.
  it('sends a signed-out visit to / to /login?redirect=/dashboard/index', async () => {
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/login?redirect=${encodeURIComponent('/dashboard/index')}`);
    expect(problems).toEqual([]);
  });
});
