import type { StaffListItem } from '@shop/contract/areas/staff';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, role, rolePermission } from '../../server/src/db/schema';
import { insertStaff } from '../../server/src/test-support/staff-rows';
import { setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

beforeAll(async () => {
  // A change the system made (a job, the demo data): no staff member, no address.
  await ui.testApp.database.db.insert(auditLog).values({
    action: 'update',
    entity: 'config_entry',
    entityId: 'shop_name',
    before: { value: 'Old shop' },
    after: { value: 'New shop' },
  });
  await ui.testApp.database.db.insert(role).values({ name: 'auditor', label: 'Auditor' });
  await ui.testApp.database.db.insert(rolePermission).values({ role: 'auditor', permission: 'audit' });
  await insertStaff(ui.testApp.database.db, [{ username: 'auditor1', roles: ['auditor'] }]);
});

describe('audit log', () => {
  it("shows a change made through the API with who, where and the record's before and after", async () => {
    const admin = await shop.as('admin');
    const [member] = (await admin.ok('listStaff', { query: { q: 'editor' } })).items as StaffListItem[];
    if (!member) throw new Error('no editor account');
    await admin.ok('updateStaff', {
      params: { id: member.id },
      body: { version: member.version, name: 'Edith Audited' },
    });

    await ui.signInAs('admin');
    await ui.openSignedIn('/staff/audit');
    await ui.page.getByRole('combobox', { name: 'Area' }).click();
    // Twelve areas: the list draws only those in view, and Staff is near its end.
    await ui.page
      .locator('.ant-select-dropdown-list-holder')
      .filter({ visible: true })
      .last()
      .evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await ui.page.locator('.ant-select-item-option', { hasText: 'Staff' }).first().click();
    await ui.page.waitForURL(/[?&]area=staff/);
    const row = bodyRows(ui.page)
      .filter({ hasText: `Staff account ${member.id}` })
      .first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Edit/);
    expect(await row.innerText()).toContain('127.0.0.1');
    // The record links to its drawer on the Staff page.
    expect(await row.getByRole('link', { name: `Staff account ${member.id}` }).getAttribute('href')).toBe(
      `/staff/index?edit=${member.id}`,
    );

    await row.getByRole('link', { name: /: open change \d+$/ }).click();
    await ui.page.waitForURL(/[?&]entry=\d+/);
    const drawer = ui.page.getByRole('dialog', { name: `Edit · Staff account ${member.id}` });
    await drawer.waitFor();
    const diff = drawer.getByRole('table', { name: 'Fields before and after the change' });
    const nameRow = diff.getByRole('row').filter({ hasText: 'Edith Audited' });
    expect(await nameRow.innerText()).toContain('Changed');
    expect(await nameRow.innerText()).toContain(member.name);
    // What stayed the same is folded away until asked for.
    expect(
      await diff
        .getByRole('row')
        .filter({ hasText: /^username/ })
        .count(),
    ).toBe(0);
    await drawer.getByRole('button', { name: /^Show \d+ unchanged fields$/ }).click();
    await diff.getByRole('row').filter({ hasText: member.username }).first().waitFor();

    await drawer.getByRole('button', { name: 'Close' }).click();
    expect(new URL(ui.page.url()).searchParams.has('entry')).toBe(false);
    await ui.page.getByRole('button', { name: 'Export' }).waitFor();
  });

  it('names the system for changes no one made, and offers no export without audit.export', async () => {
    await ui.signInAs('auditor1');
    await ui.openSignedIn('/staff/audit?entity=config_entry&entityId=shop_name');
    const row = bodyRows(ui.page).filter({ hasText: 'Config entry shop_name' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('System');
    await ui.page.getByRole('columnheader', { name: 'Browser' }).waitFor();
    expect(await ui.page.getByRole('button', { name: 'Export' }).count()).toBe(0);
  });
});
