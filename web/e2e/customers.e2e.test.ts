import { readFile } from 'node:fs/promises';
import type { CustomerDetail } from '@shop/contract/areas/customer';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../server/src/test-support/customer-rows';
import { callerOf } from '../../server/src/test-support/harness';
import { signIn } from '../../server/src/test-support/test-app';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { listRow, listRows, pickOption, showAllColumns } from './shop-fixture';

const ui = setUpConsole();

const NAME = 'E2E Ada Potter';
const PHONE = '+44 7700 900 801';

beforeAll(async () => {
  // Customers the filters and the export pick between; names start E2E so a search keeps out the rest.
  const day = 24 * 3600;
  await insertCustomers(ui.testApp.database.db, [
    {
      name: 'E2E Wholesale Kiln',
      phone: '0700900811',
      tags: ['Wholesale'],
      orderCount: 3,
      totalSpent: 45_000,
      lastOrderSecondsAgo: day,
    },
    {
      name: 'E2E Wholesale Loom',
      tags: ['wholesale', 'VIP'],
      orderCount: 1,
      totalSpent: 1_200,
      lastOrderSecondsAgo: 5 * day,
    },
    { name: 'E2E Wholesale Gone', tags: ['Wholesale'], status: 'DISABLED' },
    { name: 'E2E Retail Mug', tags: ['Retail'] },
  ]);
});

/** The names shown, once the list has settled. */
async function shownNames(page: Page): Promise<string[]> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return listRows(page).locator('td:first-child a').allInnerTexts();
}

/** Types tags into a tag box, each closed by Enter. */
async function addTags(field: Locator, tags: string[]) {
  await field.click();
  for (const tag of tags) {
    await field.pressSequentially(tag);
    await field.press('Enter');
  }
  await field.press('Escape');
}

/** The tags a tag box holds. */
const tagsIn = (drawer: Locator) => drawer.locator('.ant-select-selection-item-content').allInnerTexts();

/** The admin, calling the API by operationId (a fresh sign-in each time, as a second device would). */
const asAdmin = async () => callerOf(ui.testApp.app, await signIn(ui.testApp.app, 'admin'));

async function customerOf(id: number): Promise<CustomerDetail> {
  return (await asAdmin()).ok('getCustomer', { params: { id } });
}

let adaId: number;

describe('customers', () => {
  it('creates a customer with a first address, shown in their drawer', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/user/index');
    await ui.page.getByRole('button', { name: 'New customer' }).click();
    const dialog = ui.page.getByRole('dialog', { name: 'New customer' });
    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await dialog.getByLabel('Phone', { exact: true }).fill(PHONE);
    await addTags(dialog.getByRole('combobox', { name: 'Tags' }), ['Wholesale']);
    await dialog.getByRole('checkbox', { name: 'Add a first address' }).check();
    await dialog.getByLabel('Receiver', { exact: true }).fill('Ada Potter');
    await dialog.getByLabel("Receiver's phone").fill('07700900801');
    await dialog.getByLabel('City').fill('Leeds');
    await dialog.getByLabel('Street and number').fill('12 Mill Lane');
    await dialog.getByRole('button', { name: 'Create' }).click();

    await ui.page.getByText(`Customer ${NAME} created`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await ui.page.waitForURL(/[?&]customer=\d+/);
    adaId = Number(new URL(ui.page.url()).searchParams.get('customer'));
    const drawer = ui.page.getByRole('dialog', { name: NAME, exact: true });
    await drawer.getByRole('tab', { name: 'Addresses (1)' }).click();
    const address = drawer.getByRole('listitem', { name: 'Ada Potter' });
    await address.getByText('12 Mill Lane, Leeds').waitFor();
    await address.getByText('Default').waitFor();
    expect((await customerOf(adaId)).phone).toBe('+447700900801');
  });

  it('finds the customer by phone, edits a tag and the note, and the change outlives a reload', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/user/index');
    await showAllColumns(ui.page);
    await ui.page.getByRole('searchbox', { name: 'Search customers' }).fill('900801');
    await ui.page.waitForURL(/[?&]q=900801/);
    await expect.poll(() => shownNames(ui.page)).toEqual([NAME]);
    await listRow(ui.page, NAME).getByRole('link', { name: NAME, exact: true }).click();

    const drawer = ui.page.getByRole('dialog', { name: NAME, exact: true });
    await addTags(drawer.getByRole('combobox', { name: 'Tags' }), ['VIP']);
    await drawer.getByLabel('Staff note').fill('Prefers pickup at the Saturday market');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await ui.page.getByText(`Saved ${NAME}`).waitFor();
    await expect
      .poll(() => listRow(ui.page, NAME).locator('td').nth(2).innerText())
      .toMatch(/Wholesale\s+VIP/);

    await ui.page.reload();
    const again = ui.page.getByRole('dialog', { name: NAME, exact: true });
    await expect
      .poll(() => again.getByLabel('Staff note').inputValue())
      .toBe('Prefers pickup at the Saturday market');
    expect(await tagsIn(again)).toEqual(['Wholesale', 'VIP']);
    expect(await customerOf(adaId)).toMatchObject({
      tags: ['Wholesale', 'VIP'],
      note: 'Prefers pickup at the Saturday market',
    });

    // The timeline has the edit, by whom.
    await again.getByRole('tab', { name: 'Timeline' }).click();
    await again.getByText('Profile edited').waitFor();
    await again.getByText('Staff note and Tags').waitFor();
    await again
      .getByText(/^Eddie Editor · /)
      .first()
      .waitFor();
  });

  it('refuses a save made after someone else saved, and Reload shows their change', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('editor');
    await ui.openSignedIn(`/user/index?customer=${adaId}`);
    const drawer = ui.page.getByRole('dialog', { name: NAME, exact: true });
    const note = drawer.getByLabel('Staff note');
    await expect.poll(() => note.inputValue()).toBe('Prefers pickup at the Saturday market');

    // The admin saves a note meanwhile.
    const {
      id,
      addresses: _addresses,
      version,
      name,
      phone,
      email,
      gender,
      birthday,
      tags,
    } = await customerOf(adaId);
    const saved = await (await asAdmin()).call('updateCustomer', {
      params: { id },
      body: { name, phone, email, gender, birthday, tags, note: 'Changed by the admin', version },
    });
    expect(saved.json()).toMatchObject({ code: 20000 });

    await note.fill('My stale note');
    await drawer.getByRole('button', { name: 'Save' }).click();
    const alert = drawer.getByRole('alert').filter({ hasText: 'Someone else saved this first' });
    await alert.getByText(/^Changed by Ada Admin at /).waitFor();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => note.inputValue()).toBe('Changed by the admin');
  });

  it('disables and enables the customer, each after a confirmation', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/user/index?q=900801');
    await showAllColumns(ui.page);
    const status = () => listRow(ui.page, NAME).locator('td').nth(3).innerText();
    await expect.poll(status).toBe('Active');

    await ui.page.getByRole('button', { name: `Disable ${NAME}` }).click();
    const confirm = ui.page.getByRole('dialog', { name: `Disable ${NAME}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await ui.page.getByText(`${NAME} is disabled`).waitFor();
    await expect.poll(status).toBe('Disabled');
    expect((await customerOf(adaId)).status).toBe('DISABLED');

    // From the drawer this time, and Cancel first changes nothing.
    await listRow(ui.page, NAME).getByRole('link', { name: NAME, exact: true }).click();
    const drawer = ui.page.getByRole('dialog', { name: NAME, exact: true });
    await drawer.getByRole('button', { name: 'Enable', exact: true }).click();
    await ui.page
      .getByRole('dialog', { name: `Enable ${NAME}?` })
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect((await customerOf(adaId)).status).toBe('DISABLED');
    await drawer.getByRole('button', { name: 'Enable', exact: true }).click();
    await ui.page
      .getByRole('dialog', { name: `Enable ${NAME}?` })
      .getByRole('button', { name: 'Enable' })
      .click();
    await ui.page.getByText(`${NAME} is enabled again`).waitFor();
    await expect.poll(status).toBe('Active');
  });

  it('filters by tag and status in the URL, and exports exactly the filtered customers as CSV', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/user/index?q=E2E');
    await expect.poll(async () => (await shownNames(ui.page)).length).toBe(5);
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Tag' }), 'Wholesale (4)');
    await ui.page.waitForURL(/[?&]tag=Wholesale/);
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Status' }), 'Active');
    await ui.page.waitForURL(/[?&]status=ACTIVE/);
    await ui.page.getByRole('columnheader', { name: 'Total spent' }).click();
    await ui.page.waitForURL(/[?&]sort=totalSpent%3Aasc/);
    await expect.poll(() => shownNames(ui.page)).toEqual([NAME, 'E2E Wholesale Loom', 'E2E Wholesale Kiln']);
    await pickOption(ui.page, ui.page.getByRole('combobox', { name: 'Has ordered' }), 'Has ordered');
    await expect.poll(() => shownNames(ui.page)).toEqual(['E2E Wholesale Loom', 'E2E Wholesale Kiln']);

    // A reload keeps the list as it was.
    await ui.page.reload();
    await expect.poll(() => shownNames(ui.page)).toEqual(['E2E Wholesale Loom', 'E2E Wholesale Kiln']);

    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d\d-\d\d\.csv$/);
    const rows: Record<string, string>[] = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    });
    // Written for people: the console's words, money in euros beside its currency.
    expect(
      rows.map((r) => [r.Name, r.Phone, r.Status, r.Tags, r['Total spent'], r.Currency, r.Orders]),
    ).toEqual([
      ['E2E Wholesale Loom', '', 'Active', 'wholesale; VIP', '12.00', 'EUR', '1'],
      ['E2E Wholesale Kiln', '0700900811', 'Active', 'Wholesale', '450.00', 'EUR', '3'],
    ]);
    await ui.page.getByText('Exported 2 rows').waitFor();
  });
});
