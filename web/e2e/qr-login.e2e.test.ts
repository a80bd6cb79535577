import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../server/src/test-support/test-app';
import { launchChromium } from './chromium';
import { webDist } from './console-harness';

/** The waiting browser names itself, so the phone can be seen to show which device asked. */
const DESK_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) DeskBrowser/7.0';

let testApp: TestApp;
let origin: string;
let browser: Browser;
let desk: BrowserContext;
let phone: BrowserContext;
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
  desk = await browser.newContext({ locale: 'en-US', userAgent: DESK_AGENT });
  phone = await browser.newContext({ locale: 'en-US' });
});
afterEach(async () => {
  await desk.close();
  await phone.close();
});

/** A page whose console errors and CSP violations fail the test (the browser's own network log aside). */
async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return page;
}

async function fillAndSubmit(page: Page, username: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The desk browser opens the QR dialog from the login page; returns the link the QR code holds. */
async function showQrCode(page: Page): Promise<string> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Or connect with' }).click();
  const dialog = page.getByRole('dialog', { name: 'Or connect with' });
  await dialog.getByRole('img', { name: 'QR code to sign in with your phone' }).waitFor();
  const link = dialog.getByRole('link', { name: /\/auth-redirect\?state=/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe(await link.textContent());
  expect(href).toMatch(new RegExp(`^${origin}/auth-redirect\\?state=[\\w%-]{20,}$`));
  await dialog.getByText('Waiting for the code to be scanned').waitFor();
  return href;
}

/** The phone confirms on the card /auth-redirect shows, after checking who asked. */
async function confirmOnPhone(page: Page) {
  await page.getByRole('heading', { name: 'Sign in on the other device as Eddie Editor?' }).waitFor();
  expect(await page.getByText(DESK_AGENT).isVisible()).toBe(true);
  expect(await page.getByText('127.0.0.1').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('You can return to the other device.').waitFor();
}

async function expectDeskSignedIn(page: Page) {
  await page.waitForURL(`${origin}/dashboard/index`);
  await page.getByText('Eddie Editor').first().waitFor();
  const cookies = await desk.cookies(origin);
  expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toMatch(/^[\w-]{20,}$/);
}

describe('QR sign-in', () => {
  it('signs the desk in once a signed-in phone confirms', async () => {
    const deskPage = await watchedPage(desk);
    const phonePage = await watchedPage(phone);
    const link = await showQrCode(deskPage);

    await phonePage.goto(`${origin}/login`);
    await fillAndSubmit(phonePage, 'editor');
    await phonePage.waitForURL(`${origin}/dashboard/index`);
    await phonePage.goto(link);
    await deskPage.getByText('Scanned — confirm on your phone').waitFor();
    await confirmOnPhone(phonePage);

    await expectDeskSignedIn(deskPage);
    expect(problems).toEqual([]);
  });

  it('sends a signed-out phone to sign in first and back to the confirm card', async () => {
    const deskPage = await watchedPage(desk);
    const phonePage = await watchedPage(phone);
    const link = await showQrCode(deskPage);
    const back = link.slice(origin.length);

    await phonePage.goto(link);
    await phonePage.getByText('Sign in to confirm').waitFor();
    await phonePage.getByRole('button', { name: 'Sign in' }).click();
    await phonePage.waitForURL(`${origin}/login?redirect=${encodeURIComponent(back)}`);
    await fillAndSubmit(phonePage, 'editor');
    await phonePage.waitForURL(link);
    await confirmOnPhone(phonePage);

    await expectDeskSignedIn(deskPage);
    expect(problems).toEqual([]);
  });

  it('stops asking once the dialog is closed', async () => {
    const deskPage = await watchedPage(desk);
    await showQrCode(deskPage);
    await deskPage.getByRole('button', { name: 'Close' }).first().click();
    await deskPage.getByRole('dialog', { name: 'Or connect with' }).waitFor({ state: 'hidden' });
    let polls = 0;
    deskPage.on('request', (request) => {
      if (request.url().includes('/base/admin/user/login/qr/')) polls += 1;
    });
    await deskPage.waitForTimeout(3500);
    expect(polls).toBe(0);
    expect(problems).toEqual([]);
  });
});
