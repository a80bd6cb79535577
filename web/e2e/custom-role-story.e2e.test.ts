import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../server/src/test-support/harness';
import { setUpConsole } from './console-harness';
import { listRow, shopFixture } from './shop-fixture';

/*
 * Issue 19's story, end to end through the console: an admin makes a role "Order desk" that sees
 * the orders but may not refund, gives it to a new member with a temporary password; the member
 * changes it, finds only Orders, meets no Refund and is refused one through the API; the admin
 * reads both changes in the audit log.
 */

const ui = setUpConsole();
const shop = shopFixture(ui);

const TEMPORARY = 'desk-clerk-temp-2741';
const OWN = 'deskclerk keeps the order book';

/** A page in a browser context of its own (another person's browser), failing on its errors too. */
async function freshPage(problems: string[]): Promise<Page> {
  const browser = ui.context.browser();
  if (!browser) throw new Error('no browser');
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return page;
}

async function paidOrder() {
  const [sku] = await shop.product('E2E Desk Lamp', [
    { code: 'E2E-DESK-LAMP', optionValues: ['Lamp'], price: 4200, onHand: 10 },
  ]);
  const customerId = await shop.customer('E2E Desk Customer', '+34600555444');
  const placed = await shop.placeOrder(customerId, [{ skuId: sku ?? 0, quantity: 1 }]);
  const admin = await shop.as('admin');
  await shop.payOrder(await admin.ok('getOrder', { params: { id: placed.id } }));
  return admin.ok('getOrder', { params: { id: placed.id } });
}

/** The sidebar's entries as the member sees them, with every submenu they have opened. */
async function menuNames(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const texts = await menu.getByRole('menuitem').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

describe('a custom role, from the Roles page to the audit log (issue 19)', () => {
  it('lets an admin make an order desk that cannot refund, and the audit log tells it', async () => {
    const order = await paidOrder();
    expect(order.status).toBe('PAID');
    const admin = await shop.as('admin');

    // 1. The role, through the permission matrix.
    await ui.signInAs('admin');
    await ui.openSignedIn('/staff/roles');
    const page = ui.page;
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New role' }).click();
    const roleDrawer = page.getByRole('dialog', { name: 'New role' });
    await roleDrawer.getByRole('textbox', { name: 'Name' }).fill('order-desk');
    await roleDrawer.getByRole('textbox', { name: 'Label' }).fill('Order desk');
    await roleDrawer
      .getByRole('textbox', { name: 'Description' })
      .fill('Answers customers about their orders');
    await roleDrawer.getByRole('checkbox', { name: 'Orders', exact: true }).check();
    const refund = roleDrawer.getByRole('checkbox', { name: 'Orders: Refund' });
    await expect.poll(() => refund.isEnabled()).toBe(true);
    expect(await refund.isChecked()).toBe(false);
    await roleDrawer.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Role Order desk created').waitFor();
    await roleDrawer.waitFor({ state: 'detached' });
    await listRow(page, 'order-desk').waitFor();

    // 2. The member, with that role and a temporary password.
    await ui.openSignedIn('/staff/index');
    await page.getByRole('button', { name: 'New staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'New staff' });
    await dialog.getByLabel('Username').fill('deskclerk');
    await dialog.getByLabel('Name', { exact: true }).fill('Dana Desk');
    await dialog.getByRole('checkbox', { name: 'Order desk' }).check();
    await dialog.getByRole('radio', { name: /temporary password/ }).check();
    await dialog.getByRole('textbox', { name: 'Temporary password' }).fill(TEMPORARY);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('deskclerk created. Hand over the temporary password').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const memberRow = listRow(page, 'deskclerk');
    await memberRow.waitFor();
    expect(await memberRow.innerText()).toContain('Order desk');

    // 3. The member signs in in their own browser and must choose a password first.
    const theirProblems: string[] = [];
    const theirs = await freshPage(theirProblems);
    try {
      await theirs.goto(ui.url('/login'));
      await theirs.getByRole('textbox', { name: 'Username' }).fill('deskclerk');
      await theirs.getByLabel('Password').fill(TEMPORARY);
      await theirs.getByRole('button', { name: 'Login', exact: true }).click();
      await theirs.waitForURL(/\/profile\/index$/);
      await theirs.getByText('Choose your own password first').waitFor();
      await theirs.getByLabel('Current password').fill(TEMPORARY);
      await theirs.getByLabel('New password', { exact: true }).fill(OWN);
      await theirs.getByLabel('Confirm new password').fill(OWN);
      await theirs.getByRole('button', { name: 'Change password' }).click();
      await theirs.getByText('Password changed').first().waitFor();
      await theirs.getByText('Choose your own password first').waitFor({ state: 'detached' });

      const menu = theirs.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('menuitem', { name: 'Order', exact: true }).waitFor();
      const names = await menuNames(theirs);
      expect(names).toContain('Order');
      for (const absent of ['Product', 'Point', 'Config', 'Staff & roles', 'Staff', 'Roles', 'Audit log'])
        expect(names).not.toContain(absent);

      // 4. The paid order opens without a Refund; the API refuses one with their own token.
      await menu.getByRole('menuitem', { name: 'Order', exact: true }).click();
      await theirs.waitForURL(/\/order\/index/);
      const row = listRow(theirs, order.orderNo);
      await row.waitFor();
      await row.getByRole('link', { name: `Open order ${order.orderNo}` }).click();
      const drawer = theirs.getByRole('dialog', { name: `Order ${order.orderNo}` });
      const actions = drawer.getByRole('toolbar', { name: 'Order actions' });
      await actions.getByRole('button', { name: /(^|\s)Ship$/ }).waitFor();
      expect(await actions.getByRole('button', { name: /(^|\s)Refund$/ }).count()).toBe(0);
      expect(await drawer.getByRole('button', { name: /(^|\s)Refund$/ }).count()).toBe(0);

      const token = (await theirs.context().cookies(ui.url())).find((c) => c.name === 'Admin-Token')?.value;
      expect(token).toBeTruthy();
      const refused = await callerOf(ui.testApp.app, token).call('refundOrder', {
        params: { id: order.id },
        body: { amount: 100, reason: 'Customer asked', idempotencyKey: 'e2e-desk-refund' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(40300);
      expect(await admin.ok('getOrder', { params: { id: order.id } })).toEqual(order);
    } finally {
      await theirs.context().close();
    }
    expect(theirProblems).toEqual([]);

    // 5. The admin reads both changes in the audit log, the role's with its permissions.
    await ui.openSignedIn('/staff/audit');
    const roleRow = listRow(page, 'Role order-desk');
    await roleRow.waitFor();
    expect(await roleRow.innerText()).toContain('Create');
    const [member] = (await admin.ok('listStaff', { query: { q: 'deskclerk' } })).items;
    if (!member) throw new Error('deskclerk is not listed');
    const staffRow = listRow(page, `Staff account ${member.id}`).filter({ hasText: 'Create' });
    await staffRow.first().waitFor();

    await roleRow.getByRole('link', { name: /: open change \d+$/ }).click();
    await page.waitForURL(/[?&]entry=\d+/);
    const entry = page.getByRole('dialog', { name: 'Create · Role order-desk' });
    const diff = entry.getByRole('table', { name: 'Fields before and after the change' });
    const permissions = diff.getByRole('row').filter({ hasText: /^permissions/ });
    await permissions.waitFor();
    expect(await permissions.innerText()).toContain('Added');
    expect(await permissions.innerText()).toContain('["order"]');
    expect(
      await diff
        .getByRole('row')
        .filter({ hasText: /^label/ })
        .innerText(),
    ).toContain('Order desk');
  });
});
