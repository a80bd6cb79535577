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
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});
afterEach(async () => {
  await context.close();
});

async function signIn(username: string) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard/index`);
}

/** B-F23: the navbar's avatar button opens the account menu. */
async function openAvatarMenu() {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
}

/** Picks a role in the avatar menu; the console then loads /dashboard/index afresh. */
async function switchTo(role: 'Developer' | 'Admin' | 'Editor') {
  await openAvatarMenu();
  await page.getByText('Switch role').waitFor();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: role, exact: true }).click(),
  ]);
  await page.waitForURL(`${origin}/dashboard/index`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The roles user info reports for the page's current session. */
function infoRoles(): Promise<string[]> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/base/admin/user/info', { headers: { 'X-Token': token } });
    return ((await response.json()) as { data: { roles: string[] } }).data.roles;
  });
}

const pointMenuItem = () => page.getByRole('menuitem', { name: 'Point', exact: true });

async function expectPointReachable() {
  await page.goto(`${origin}/point/index`);
  await page.waitForURL(`${origin}/point/index`);
  await pointMenuItem().waitFor();
}

const roleDisabled = (name: string) =>
  page.getByRole('menuitem', { name, exact: true }).getAttribute('aria-disabled');

describe('developer role switch (B-A15)', () => {
  it('acts as editor, losing Point, and switches back to developer', async () => {
    await signIn('developer');
    await expectPointReachable();
    const developerToken = (await context.cookies(origin)).find((c) => c.name === 'Admin-Token')?.value;

    await openAvatarMenu();
    expect(await roleDisabled('Developer')).toBe('true');
    await page.keyboard.press('Escape');
    await switchTo('Editor');
    expect(await infoRoles()).toEqual(['editor']);
    const editorToken = (await context.cookies(origin)).find((c) => c.name === 'Admin-Token')?.value;
    expect(editorToken).toMatch(/^[\w-]{20,}$/);
    expect(editorToken).not.toBe(developerToken);
    // The menu is generated for the new roles from scratch: Point is gone, and so is its page.
    await page.getByRole('menuitem', { name: 'Dashboard' }).first().waitFor();
    expect(await pointMenuItem().count()).toBe(0);
    await page.goto(`${origin}/point/index`);
    await page.waitForURL(`${origin}/404`);

    // Acting as editor still offers the way back.
    await page.goto(`${origin}/dashboard/index`);
    await openAvatarMenu();
    expect(await roleDisabled('Editor')).toBe('true');
    expect(await roleDisabled('Developer')).not.toBe('true');
    await page.keyboard.press('Escape');
    await switchTo('Developer');
    expect(await infoRoles()).toEqual(['developer']);
    await expectPointReachable();
    expect(problems).toEqual([]);
  });

  it('is not offered to an admin', async () => {
    await signIn('admin');
    await openAvatarMenu();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    // The switch shows once user info has answered; give it that long before looking.
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Switch role').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Editor', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
