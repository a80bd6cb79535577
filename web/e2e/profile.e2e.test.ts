import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../server/src/test-support/test-app';
import { launchChromium } from './chromium';
import { webDist } from './console-harness';

let testApp: TestApp;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
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
  page = await watchedPage(context);
});
afterEach(async () => {
  await context.close();
});

/** A page whose console errors and CSP violations fail the test (the browser's own network log aside). */
async function watchedPage(ofContext: BrowserContext): Promise<Page> {
  const watched = await ofContext.newPage();
  watched.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  watched.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await watched.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return watched;
}

async function signIn(on: Page, username: string, password = TEST_PASSWORD) {
  await on.goto(`${origin}/login?redirect=${encodeURIComponent('/profile/index')}`);
  await on.getByRole('textbox', { name: 'Username' }).fill(username);
  await on.getByLabel('Password', { exact: true }).fill(password);
  await on.getByRole('button', { name: 'Login', exact: true }).click();
}

const sessionsCard = (on: Page) => on.locator('.ant-card', { hasText: 'Active sessions' });

async function openProfile(on: Page, username: string) {
  await signIn(on, username);
  await on.waitForURL(`${origin}/profile/index`);
  await on.getByText('Active sessions').waitFor();
}

/** The error antd shows under a form field (the toast says the same, so look under the field). */
const fieldError = (on: Page, text: string) => on.locator('.ant-form-item-explain-error', { hasText: text });

describe('profile page', () => {
  it('saves the introduction, which is still there after a reload', async () => {
    await openProfile(page, 'admin');
    const introduction = page.getByLabel('Introduction', { exact: true });
    await expect.poll(() => introduction.inputValue()).toBe('Runs the shop day to day.');
    await introduction.fill('Runs the shop, and the tea rota.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Introduction', { exact: true }).inputValue())
      .toBe('Runs the shop, and the tea rota.');
    expect(problems).toEqual([]);
  });

  it('shows a wrong current password on its field', async () => {
    await openProfile(page, 'admin');
    await page.getByLabel('Current password', { exact: true }).fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a-fresh-password-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await fieldError(page, 'Current password is incorrect').waitFor();
    expect(problems).toEqual([]);
  });

  it('changes the password, after which the old one no longer signs in', async () => {
    await openProfile(page, 'editor');
    await page.getByLabel('Current password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('a-fresh-password-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed; your other sessions have been signed out').waitFor();

    const other = await browser.newContext({ locale: 'en-US' });
    try {
      const otherPage = await watchedPage(other);
      await signIn(otherPage, 'editor');
      await otherPage.getByText('Incorrect username or password').waitFor();
      expect(new URL(otherPage.url()).pathname).toBe('/login');
      await signIn(otherPage, 'editor', 'a-fresh-password-9');
      await otherPage.waitForURL(`${origin}/profile/index`);
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  });

  it("lists a second browser's session and signs it out", async () => {
    const second = await browser.newContext({ locale: 'en-US', userAgent: 'SecondDevice/1.0' });
    try {
      const secondPage = await watchedPage(second);
      await openProfile(secondPage, 'developer');
      await openProfile(page, 'developer');

      // The recent sign-ins card below names the same browsers: look in the sessions card.
      const row = sessionsCard(page).getByRole('row').filter({ hasText: 'SecondDevice/1.0' });
      await row.waitFor();
      expect(await row.getByText('This device').count()).toBe(0);
      expect(await sessionsCard(page).getByRole('row').filter({ hasText: 'This device' }).count()).toBe(1);
      await row.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Yes, sign out' }).click();
      await page.getByText('Session signed out').waitFor();
      await row.waitFor({ state: 'detached' });

      // The second browser learns at its next call.
      await sessionsCard(secondPage).getByRole('button', { name: 'Refresh' }).click();
      const dialog = secondPage.getByRole('dialog', { name: 'Confirm logout' });
      await dialog.getByRole('button', { name: 'Re-Login' }).waitFor();
    } finally {
      await second.close();
    }
    expect(problems).toEqual([]);
  });
});
