import { api } from '@shop/contract/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { TEST_PASSWORD } from '../../server/src/test-support/test-app';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const c = setUpConsole();

/** A page in a browser context of its own: another person's browser. */
async function freshPage(): Promise<Page> {
  const browser = c.context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ locale: 'en-US' });
  return context.newPage();
}

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('a new member', () => {
  it('gets a one-time link, sets a password with it in a fresh browser, and signs in', async () => {
    await c.signInAs('admin');
    await c.openSignedIn('/staff/index');
    await c.page.getByRole('button', { name: 'New staff' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'New staff' });
    await dialog.getByLabel('Username').fill('linnea');
    await dialog.getByLabel('Name', { exact: true }).fill('Linnea Link');
    await dialog.getByRole('checkbox', { name: 'Editor' }).check();
    // A link is the default way.
    expect(await dialog.getByRole('radio', { name: /one-time link/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const link = await dialog.getByTestId('password-link').locator('code').innerText();
    expect(link).toMatch(new RegExp(`^${c.url('/set-password#')}[A-Za-z0-9_-]{43}$`));
    await dialog.getByText('shown only once').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await c.page.locator('.ant-table-row', { hasText: 'linnea' }).waitFor();

    const theirs = await freshPage();
    try {
      await theirs.goto(link);
      await theirs.getByRole('heading', { name: 'Choose your password' }).waitFor();
      await theirs.getByText('For linnea.').waitFor();
      await theirs.getByLabel('New password', { exact: true }).fill('password');
      await theirs.getByLabel('New password again').fill('password');
      await theirs.getByRole('button', { name: 'Set password' }).click();
      await theirs.getByText('This password is one of the most common ones: choose another').waitFor();
      await theirs.getByLabel('New password', { exact: true }).fill('linnea walks the dog');
      await theirs.getByLabel('New password again').fill('linnea walks the dog');
      await theirs.getByRole('button', { name: 'Set password' }).click();
      await theirs.getByText('Your password is set').waitFor();
      await theirs.getByRole('button', { name: 'Go to sign-in' }).click();
      await signInWithForm(theirs, 'linnea', 'linnea walks the dog');
      await theirs.waitForURL(/\/dashboard\/index$/);
      await theirs
        .getByRole('navigation', { name: 'Main menu' })
        .getByText('Order', { exact: true })
        .waitFor();

      // The link worked once.
      await theirs.goto(link);
      await theirs.getByText('This link no longer works').waitFor();
    } finally {
      await theirs.context().close();
    }
  });

  it('with a temporary password is taken to change it before anything else', async () => {
    c.allow(NETWORK_LOG);
    const admin = await c.signInAsApi('admin');
    const created = await c.testApp.app.inject({
      method: 'POST',
      url: api.createStaff.path,
      headers: { 'x-token': admin },
      payload: {
        username: 'tomas',
        name: 'Tomas Temp',
        roles: ['editor'],
        mode: 'temporaryPassword',
        password: 'maple-kettle-41',
      },
    });
    expect(created.json().code).toBe(20000);

    await c.page.goto(c.url('/login?redirect=%2Forder%2Findex'));
    await signInWithForm(c.page, 'tomas', 'maple-kettle-41');
    await c.page.waitForURL(/\/profile\/index$/);
    await c.page.getByText('Choose your own password first').waitFor();
    // Anywhere else leads back here until it is changed.
    await c.page.goto(c.url('/order/index'));
    await c.page.waitForURL(/\/profile\/index$/);

    await c.page.getByLabel('Current password').fill('maple-kettle-41');
    await c.page.getByLabel('New password', { exact: true }).fill('tomas has his own now');
    await c.page.getByLabel('Confirm new password').fill('tomas has his own now');
    await c.page.getByRole('button', { name: 'Change password' }).click();
    await c.page.getByText('Password changed').first().waitFor();
    await c.page.getByText('Choose your own password first').waitFor({ state: 'detached' });

    await c.page.getByRole('navigation', { name: 'Main menu' }).getByText('Order', { exact: true }).click();
    await c.page.waitForURL(/\/order\/index/);
    await c.page.locator('.ant-table').first().waitFor();
  });
});

describe('disabling a member', () => {
  it('sends their open console back to sign-in at their next action', async () => {
    c.allow(NETWORK_LOG);
    const [id] = await insertStaff(c.testApp.database.db, [{ username: 'leaver', name: 'Lee Leaver' }]);
    // Their console, open on the orders page.
    await c.signInAs('leaver');
    await c.openSignedIn('/order/index');

    // An admin, in their own browser, disables them from the staff page.
    const adminPage = await freshPage();
    try {
      const token = await c.signInAsApi('admin');
      await adminPage.context().addCookies([{ name: 'Admin-Token', value: token, url: c.url() }]);
      await adminPage.goto(c.url(`/staff/index?q=leaver&edit=${id}`));
      const drawer = adminPage.getByRole('dialog', { name: 'Edit leaver' });
      await drawer.getByRole('button', { name: 'Disable' }).click();
      await adminPage
        .getByRole('dialog', { name: 'Disable leaver?' })
        .getByRole('button', { name: 'Disable' })
        .click();
      await adminPage.getByText('leaver disabled and signed out everywhere').waitFor();
      await drawer.getByRole('button', { name: 'Enable' }).waitFor();
    } finally {
      await adminPage.context().close();
    }

    // Their next action meets the ended session and leads to the sign-in page.
    await c.page.getByRole('navigation', { name: 'Main menu' }).getByText('User', { exact: true }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Confirm logout' });
    await dialog.waitFor();
    await Promise.all([
      c.page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Re-Login' }).click(),
    ]);
    await c.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await signInWithForm(c.page, 'leaver', TEST_PASSWORD);
    await c.page.getByText('This account is disabled').first().waitFor();
  });
});
