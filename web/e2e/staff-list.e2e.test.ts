import { api } from '@shop/contract/api';
import type { StaffListItem } from '@shop/contract/areas/staff';
import { fillPath } from '@shop/contract/endpoint';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkStaff, insertStaff } from '../../server/src/test-support/staff-rows';
import { signIn } from '../../server/src/test-support/test-app';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const c = setUpConsole();

beforeAll(async () => {
  // 30 more accounts, older than the demo three: two pages at the default 20 a page.
  await insertStaff(c.testApp.database.db, bulkStaff('crew', 30));
});

/** The API's own answer for a query, all pages: what the page and the export must show. */
async function apiList(query: Record<string, string>): Promise<StaffListItem[]> {
  const token = await signIn(c.testApp.app, 'developer');
  const rows: StaffListItem[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams({ ...query, page: String(page), pageSize: '100' });
    const res = await c.testApp.app.inject({
      url: `${api.listStaff.path}?${search}`,
      headers: { 'x-token': token },
    });
    const data = res.json().data;
    rows.push(...data.items);
    if (page * 100 >= data.total) return rows;
  }
}

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The usernames shown, once the table has settled (no spinner). */
async function shownUsernames(page: Page): Promise<string[]> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return bodyRows(page).locator('td:nth-child(2)').allInnerTexts();
}

async function openList(page: Page, search = '') {
  await c.openSignedIn(`/staff/index${search}`);
  await bodyRows(page).first().waitFor();
}

async function pickOption(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

describe('staff list', () => {
  it('shows the seeded staff, filters by role into the URL, and keeps the filter on reload', async () => {
    await c.signInAs('admin');
    await openList(c.page);
    const first = await shownUsernames(c.page);
    expect(first.slice(0, 3).sort()).toEqual(['admin', 'developer', 'editor']);
    expect(first).toHaveLength(20);
    await c.page.getByText('33 in total').waitFor();

    await pickOption(c.page, 'Role', 'Editor');
    await c.page.waitForURL(/[?&]role=editor/);
    const editors = (await apiList({ role: 'editor' })).map((r) => r.username);
    await expect.poll(() => shownUsernames(c.page)).toEqual(editors);

    await c.page.reload();
    await bodyRows(c.page).first().waitFor();
    expect(new URL(c.page.url()).searchParams.get('role')).toBe('editor');
    expect(await shownUsernames(c.page)).toEqual(editors);
  });

  it('sorts by username from the column header', async () => {
    await c.signInAs('admin');
    await openList(c.page);
    await c.page.getByRole('columnheader', { name: 'Username' }).click();
    await c.page.waitForURL(/sort=username%3Aasc|sort=username:asc/);
    const expected = (await apiList({ sort: 'username:asc' })).slice(0, 20).map((r) => r.username);
    await expect.poll(() => shownUsernames(c.page)).toEqual(expected);
    expect(expected[0]).toBe('admin');
  });

  it('hides a column with the column chooser, and it stays hidden after a reload', async () => {
    await c.signInAs('admin');
    await openList(c.page);
    const header = c.page.getByRole('columnheader', { name: 'Last login' });
    await header.waitFor();
    await c.page.getByRole('button', { name: 'Columns' }).click();
    await c.page.getByRole('checkbox', { name: 'Last login' }).click();
    await header.waitFor({ state: 'detached' });
    await c.page.reload();
    await bodyRows(c.page).first().waitFor();
    // A column shown by default (Created waits in the chooser).
    await c.page.getByRole('columnheader', { name: 'Roles' }).waitFor();
    expect(await header.count()).toBe(0);
  });
});

describe('bulk actions', () => {
  it('disables the selected rows after a confirm and reports how many changed', async () => {
    await c.signInAs('admin');
    await openList(c.page, '?q=crew001');
    await c.page.getByRole('checkbox', { name: 'Select crew0012' }).check();
    await c.page.getByRole('checkbox', { name: 'Select crew0013' }).check();
    const bar = c.page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Disable' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Disable 2 staff accounts?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await c.page.getByText('2 of 2 accounts updated.').waitFor();
    await bar.waitFor({ state: 'detached' });
    const rows = await apiList({ q: 'crew001' });
    expect(
      rows
        .filter((r) => r.disabled)
        .map((r) => r.username)
        .sort(),
    ).toEqual(['crew0011', 'crew0012', 'crew0013', 'crew0016'].sort());
  });
});

describe('edit drawer', () => {
  it('opens from its URL, saves the name and shows it in the list', async () => {
    const [row] = await apiList({ q: 'crew0005' });
    await c.signInAs('admin');
    await openList(c.page, `?q=crew0005&edit=${row?.id}`);
    const drawer = c.page.getByRole('dialog', { name: 'Edit crew0005' });
    await drawer.getByLabel('Name', { exact: true }).fill('Crew Five Renamed');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await c.page.getByText('Staff account saved').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(c.page.url()).searchParams.has('edit')).toBe(false);
    await bodyRows(c.page).filter({ hasText: 'Crew Five Renamed' }).waitFor();
  });

  it("refuses a stale save with the server's 409, keeping the other change", async () => {
    c.allow(NETWORK_LOG);
    const [row] = await apiList({ q: 'crew0007' });
    await c.signInAs('admin');
    await openList(c.page, '?q=crew0007');
    await c.page.getByRole('link', { name: 'Edit crew0007' }).click();
    const drawer = c.page.getByRole('dialog', { name: 'Edit crew0007' });
    await drawer.getByLabel('Name', { exact: true }).fill('Mine');

    // Meanwhile someone else saves the same row.
    const other = await signIn(c.testApp.app, 'developer');
    const theirs = await c.testApp.app.inject({
      method: 'PATCH',
      url: fillPath(api.updateStaff.path, { id: row?.id }),
      headers: { 'x-token': other },
      payload: { version: row?.version, name: 'Theirs' },
    });
    expect(theirs.statusCode).toBe(200);

    await drawer.getByRole('button', { name: 'Save' }).click();
    const alert = drawer.getByRole('alert');
    await alert.getByText('Someone else saved this first').waitFor();
    expect(await alert.innerText()).toMatch(/Changed by Devi Developer at .+, reload to see it/);
    expect((await apiList({ q: 'crew0007' }))[0]?.name).toBe('Theirs');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => drawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Theirs');
    await alert.waitFor({ state: 'detached' });
    // Back closes the drawer the list opened.
    await c.page.goBack();
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('export', () => {
  it('downloads every row of the current filters and sort, all pages, as xlsx', async () => {
    await c.signInAs('admin');
    await openList(c.page, '?status=active');
    await c.page.getByRole('columnheader', { name: 'Username' }).click();
    const expected = (await apiList({ status: 'active', sort: 'username:asc' })).map((r) => r.username);
    // Export what the page shows: wait until it shows the new sort.
    await expect.poll(() => shownUsernames(c.page)).toEqual(expected.slice(0, 20));
    const [download] = await Promise.all([
      c.page.waitForEvent('download'),
      c.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^staff-\d{4}-\d\d-\d\d\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const usernames: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) usernames.push(row.getCell(2).value);
    });
    expect(expected.length).toBeGreaterThan(20);
    expect(usernames).toEqual(expected);
    await c.page.getByText(`Exported ${expected.length} rows`).waitFor();
  });
});

describe('as editor', () => {
  it('has no Staff menu, and /staff/index is not found', async () => {
    await c.signInAs('editor');
    await c.openSignedIn('/dashboard/index');
    const menu = c.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Dashboard').waitFor();
    expect(await menu.getByText('Staff', { exact: true }).count()).toBe(0);
    await c.page.goto(c.url('/staff/index'));
    await c.page.waitForURL(c.url('/404'));
  });
});
