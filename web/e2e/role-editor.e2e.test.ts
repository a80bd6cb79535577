import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const c = setUpConsole();

describe('Roles page', () => {
  it('lets an admin create a role with the permission matrix and shows it in the list', async () => {
    await c.signInAs('admin');
    await c.openSignedIn('/staff/roles');
    const page = c.page;
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await rows.filter({ hasText: 'editor' }).waitFor();

    await page.getByRole('button', { name: 'New role' }).click();
    const drawer = page.getByRole('dialog', { name: 'New role' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('picker');
    await drawer.getByRole('textbox', { name: 'Label' }).fill('Picker');
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Picks the stock for orders');

    // An action waits for its page.
    const refund = drawer.getByRole('checkbox', { name: 'Orders: Refund' });
    expect(await refund.isDisabled()).toBe(true);
    await drawer.getByRole('checkbox', { name: 'Orders', exact: true }).check();
    await refund.check();
    await drawer.getByRole('checkbox', { name: 'Inventory', exact: true }).check();
    await drawer.getByRole('checkbox', { name: 'Inventory: Adjust' }).check();
    // Unticking a page drops its actions.
    await drawer.getByRole('checkbox', { name: 'Orders', exact: true }).uncheck();
    expect(await refund.isChecked()).toBe(false);
    await drawer.getByRole('checkbox', { name: 'Orders', exact: true }).check();

    await drawer.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Role Picker created').waitFor();
    await drawer.waitFor({ state: 'detached' });

    const row = rows.filter({ hasText: 'picker' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Picker\s+picker\s+0\s+3/);
    await expect.poll(() => row.getByRole('button', { name: 'Delete Picker' }).isEnabled()).toBe(true);
    const builtIn = rows.filter({ hasText: 'developer' });
    expect(await builtIn.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);

    const token = await c.signInAsApi('admin');
    const res = await c.testApp.app.inject({
      url: fillPath(api.getRole.path, { name: 'picker' }),
      headers: { 'x-token': token },
    });
    expect(res.json().data).toMatchObject({
      label: 'Picker',
      description: 'Picks the stock for orders',
      permissions: ['order', 'inventory', 'inventory.adjust'],
    });
  });

  it('asks before a typed change is lost, and saves it from the question', async () => {
    const token = await c.signInAs('admin');
    await c.testApp.app.inject({
      method: 'POST',
      url: api.createRole.path,
      headers: { 'x-token': token },
      payload: { name: 'sorter', label: 'Sorter', permissions: ['order'] },
    });
    await c.openSignedIn('/staff/roles?role=sorter');
    const drawer = c.page.getByRole('dialog', { name: 'Edit role Sorter' });
    await drawer.getByRole('textbox', { name: 'Label' }).fill('Night sorter');
    // The drawer's × (first), then the form's own Close (last): both ask.
    await drawer.getByRole('button', { name: 'Close', exact: true }).first().click();
    const question = c.page.getByRole('dialog', { name: 'Unsaved changes' });
    await question.getByRole('button', { name: 'Stay', exact: true }).click();
    expect(await drawer.getByRole('textbox', { name: 'Label' }).inputValue()).toBe('Night sorter');
    await drawer.getByRole('button', { name: 'Close', exact: true }).last().click();
    await question.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Role Night sorter saved').waitFor();
    await c.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Night sorter' }).waitFor();
  });
});
