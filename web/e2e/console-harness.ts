import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../../server/src/test-support/test-app';
import { launchChromium } from './chromium';

// E2E_WEB_DIST lets several builds be tested side by side (each `vite build --outDir <dir>`).
export const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../dist');

/** The browser's own log line for a failed request: the server's answer, not the console's doing. */
export const NETWORK_LOG = /^console: Failed to load resource: /;

export interface ConsoleOptions {
  viewport?: { width: number; height: number };
}

/**
 * One server (real API, seeded staff, the built console) and one Chromium per test file, a fresh
 * browser context per test. Every console error, page error or CSP violation fails the test,
 * except lines a test allows by pattern.
 */
export function setUpConsole(options: ConsoleOptions = {}) {
  let testApp: TestApp;
  let origin: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  let allowed: RegExp[] = [];

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
    allowed = [];
    context = await browser.newContext({
      locale: 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 720 },
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      // A CSP violation also raises this DOM event; report it even if the browser logged nothing.
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
      // Every toast shown, in order: toasts overlap while they fade, so counting on screen misleads.
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement && node.matches('.ant-message-notice')) seen.push(node.innerText);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  });
  afterEach(async () => {
    await context.close();
    expect(problems.filter((p) => !allowed.some((pattern) => pattern.test(p)))).toEqual([]);
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    get testApp() {
      return testApp;
    },
    /** `http://127.0.0.1:<port><path>`. */
    url: (pathAndQuery = '') => `${origin}${pathAndQuery}`,
    /** Lets console lines matching `pattern` pass this test (e.g. the browser's log of a 401). */
    allow(pattern: RegExp) {
      allowed.push(pattern);
    },
    /** The texts of every toast this page has shown so far (since its last load). */
    toastsSeen(): Promise<string[]> {
      return page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    },
    async cookie(name: string) {
      const cookies = await context.cookies(origin);
      return cookies.find((c) => c.name === name);
    },
    /** Signs in through the API (as the login page does) and hands the browser the token cookie. */
    async signInAs(username: string): Promise<string> {
      const token = await signIn(testApp.app, username);
      await context.addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
      return token;
    },
    /** A session token for this username, for calls through the API beside the browser. */
    signInAsApi: (username: string): Promise<string> => signIn(testApp.app, username),
    /** Signs in through the login page itself. */
    async signInWithForm(username: string) {
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    },
    /** Opens a console path and waits until the signed-in layout is there (its menu may be hidden). */
    async openSignedIn(pathAndQuery: string) {
      await page.goto(`${origin}${pathAndQuery}`);
      await page
        .getByRole('navigation', { name: 'Main menu', includeHidden: true })
        .waitFor({ state: 'attached' });
    },
  };
}
