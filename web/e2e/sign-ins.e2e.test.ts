import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { TEST_PASSWORD } from '../../server/src/test-support/test-app';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const c = setUpConsole();
let memberId: number;

beforeAll(async () => {
  [memberId = 0] = await insertStaff(c.testApp.database.db, [{ username: 'signa', name: 'Signa Member' }]);
});

/** The texts of each body row's cells, once the table has settled. */
async function rowsOf(table: Locator): Promise<string[][]> {
  await table.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  const rows = await table.locator('.ant-table-tbody tr.ant-table-row').all();
  return Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
}

/** Signs in through the login page with this password. */
async function loginForm(username: string, password: string) {
  await c.page.getByRole('textbox', { name: 'Username' }).fill(username);
  await c.page.getByLabel('Password', { exact: true }).fill(password);
  await c.page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('the sign-in log', () => {
  it("shows a failed then a successful sign-in on the member's profile and in the staff drawer's tab", async () => {
    // The login page's wrong password answers 400, which the browser logs.
    c.allow(NETWORK_LOG);
    await c.page.goto(c.url(`/login?redirect=${encodeURIComponent('/profile/index')}`));
    await loginForm('signa', 'not-my-password');
    await c.page.getByText('Incorrect username or password').first().waitFor();
    await loginForm('signa', TEST_PASSWORD);
    await c.page.waitForURL(c.url('/profile/index'));

    const card = c.page.locator('.ant-card', { hasText: 'Your recent sign-ins' });
    await expect.poll(async () => (await rowsOf(card)).length).toBe(2);
    const own = await rowsOf(card);
    expect(own.map((cells) => cells.slice(1, 4))).toEqual([
      ['Password', 'Signed in', '127.0.0.1'],
      ['Password', 'Wrong password', '127.0.0.1'],
    ]);
    // Chromium's User-Agent, named short.
    expect(own[0]?.[4]).toMatch(/^Chrome \d+ · /);

    await c.signInAs('admin');
    await c.openSignedIn(`/staff/index?edit=${memberId}`);
    const drawer = c.page.getByRole('dialog', { name: 'Edit signa' });
    await drawer.getByRole('tab', { name: 'Sign-ins' }).click();
    const table = drawer.getByRole('tabpanel', { name: 'Sign-ins' });
    await expect
      .poll(async () => (await rowsOf(table)).map((cells) => cells[2]))
      .toEqual(['Signed in', 'Wrong password']);
    expect((await rowsOf(table))[1]?.slice(1, 5)).toEqual(own[1]?.slice(1, 5));
  });
});
