import type { ConfigEntry } from '@shop/contract/areas/config';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';
import { shopFixture } from './shop-fixture';

const ui = setUpConsole();
const shop = shopFixture(ui);

/** A caller of the API by operationId, signed in as this staff member. */
const api = (username = 'developer') => shop.as(username);

async function entryOf(key: string): Promise<ConfigEntry> {
  return (await api()).ok('getConfig', { params: { key } });
}

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** A field of the page shown now (kept pages stay in the document, hidden). */
const field = (label: string) => ui.page.getByLabel(label, { exact: true }).filter({ visible: true });

/** The field errors shown now (not those fading out). */
const fieldErrors = () =>
  ui.page.locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)').allInnerTexts();

async function pick(label: string, option: string) {
  await field(label).click();
  await ui.page.locator('.ant-select-item-option', { hasText: option }).first().click();
  await expect.poll(() => ui.page.locator('.ant-select-dropdown').filter({ visible: true }).count()).toBe(0);
}

/** The history table's rows as "version action", newest first. */
async function historyRows(): Promise<string[]> {
  const card = ui.page.locator('.ant-card', { hasText: 'History' });
  const rows = card.locator('.ant-table-tbody tr.ant-table-row');
  const count = await rows.count();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).locator('td');
    out.push(`${await cells.nth(0).innerText()} ${await cells.nth(1).innerText()}`);
  }
  return out;
}

describe('config centre', () => {
  it('creates an entry, finds it in the list, edits it, shows its history and reverts it', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/create');
    await field('Key').fill('gift_wrap_note');
    await field('Value').fill('Wrapped in kraft paper');
    await field('Category').fill('shop');
    await field('Label').fill('Gift wrap note');
    await ui.page.getByRole('button', { name: 'Create', exact: true }).click();

    // The list opens searched on the new key.
    await ui.page.waitForURL(/\/config\/list\?q=gift_wrap_note/);
    await expect.poll(() => bodyRows(ui.page).count()).toBe(1);
    expect(await bodyRows(ui.page).first().innerText()).toContain('Wrapped in kraft paper');

    await bodyRows(ui.page).first().getByRole('link', { name: 'gift_wrap_note', exact: true }).click();
    await ui.page.waitForURL(ui.url('/config/edit/gift_wrap_note'));
    const menu = ui.page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.locator('.ant-menu-item-selected').innerText()).toBe('Config List');

    await expect.poll(() => field('Value').inputValue()).toBe('Wrapped in kraft paper');
    await field('Value').fill('Wrapped in recycled tissue');
    await ui.page.getByRole('button', { name: 'Save', exact: true }).click();
    await ui.page.getByText('Saved gift_wrap_note').waitFor();
    await expect.poll(historyRows).toEqual(['2 Edited', '1 Created']);
    expect((await entryOf('gift_wrap_note')).value).toBe('Wrapped in recycled tissue');

    await ui.page.getByRole('button', { name: 'Revert to version 1' }).click();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
    await expect.poll(() => field('Value').inputValue()).toBe('Wrapped in kraft paper');
    await expect.poll(historyRows).toEqual(['3 Reverted', '2 Edited', '1 Created']);
    const saved = await entryOf('gift_wrap_note');
    expect(saved).toMatchObject({
      value: 'Wrapped in kraft paper',
      version: 3,
      updatedBy: expect.any(String),
    });
  });

  it('checks a value by its type and names a taken key under the key field', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/create');
    await field('Key').fill('box_limit');
    await pick('Type', 'Number');
    await field('Category').fill('shop');
    await field('Label').fill('Box limit');
    await ui.page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(fieldErrors).toEqual(['Must be a number']);

    await pick('Type', 'JSON');
    await field('Value').fill('{"sizes": [1, 2,]}');
    await ui.page.getByRole('button', { name: 'Create', exact: true }).click();
    // Where it fails, whichever browser parses it.
    await expect.poll(fieldErrors).toEqual(['Not valid JSON: look at line 1, column 17']);
    const missing = await (await api()).call('getConfig', { params: { key: 'box_limit' } });
    expect(missing.json()).toMatchObject({ code: 40400, key: 'config.notFound' });

    await field('Value').fill('{"sizes": [1, 2]}');
    await field('Key').fill('shop_title');
    await ui.page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(fieldErrors).toEqual(['This key already exists']);
    expect(ui.page.url()).toBe(ui.url('/config/create'));
    expect((await entryOf('shop_title')).valueType).toBe('string');
  });

  it('renames the shop in the sidebar and the page title when shop_title is saved', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/shop_title');
    await expect.poll(() => field('Value').inputValue()).toBe('Handmade Shop');
    expect(await field('Type').isDisabled()).toBe(true);
    expect(await ui.page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await field('Value').fill('Clay & Thread');
    await ui.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => ui.page.title()).toBe('Edit Config: shop_title - Clay & Thread');
    await expect.poll(() => ui.page.locator('.sidebar-title').innerText()).toBe('Clay & Thread');
    // A new visit reads it from the server.
    await ui.page.reload();
    await expect.poll(() => ui.page.title()).toBe('Edit Config: shop_title - Clay & Thread');
  });

  it('refuses a stale save with who changed it, and keeps their change', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/low_stock_default_threshold');
    await expect.poll(() => field('Value').inputValue()).toBe('5');
    const behind = await entryOf('low_stock_default_threshold');
    const saved = await (await api('developer')).ok('updateConfig', {
      params: { key: behind.key },
      body: {
        version: behind.version,
        valueType: 'number',
        value: 8,
        category: behind.category,
        label: behind.label,
        description: behind.description,
        isPublic: behind.isPublic,
      },
    });
    expect(saved.value).toBe(8);

    await field('Value').fill('3');
    await ui.page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = ui.page.getByRole('alert').filter({ hasText: 'Someone else saved this first' });
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Changed by \S.* at .*, reload to see it/);
    expect((await entryOf('low_stock_default_threshold')).value).toBe(8);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field('Value').inputValue()).toBe('8');
  });

  it('deletes an entry after asking, and offers no delete for a system key', async () => {
    const created = await (await api()).ok('createConfig', {
      body: {
        key: 'old_promo_text',
        valueType: 'string',
        value: 'Summer sale',
        category: 'promo',
        label: 'Old promo text',
      },
    });
    expect(created.version).toBe(1);
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/list?category=promo');
    await expect.poll(() => bodyRows(ui.page).count()).toBe(1);
    await ui.page.getByRole('button', { name: 'Delete old_promo_text' }).click();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await entryOf('old_promo_text')).key).toBe('old_promo_text');
    await ui.page.getByRole('button', { name: 'Delete old_promo_text' }).click();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await ui.page.getByText('No entries match these filters').waitFor();

    // A full page load: wait for the row itself (more than expect.poll's second on a busy machine).
    await ui.page.goto(ui.url('/config/list?q=shop_title'));
    const deleteTitle = ui.page.getByRole('button', { name: 'Delete shop_title' });
    await deleteTitle.waitFor();
    expect(await bodyRows(ui.page).count()).toBe(1);
    expect(await deleteTitle.isDisabled()).toBe(true);
  });

  it('shows 404 for a key that is not word characters, and for a key that does not exist', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.page.goto(ui.url('/config/edit/bad-key!'));
    await ui.page.waitForURL(ui.url('/404'));
    await ui.openSignedIn('/config/edit/no_such_key');
    await ui.page.getByText('No entry no_such_key').waitFor();
  });

  it('keeps an editor out of every config page and endpoint', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('editor');
    for (const path of ['/config/create', '/config/list', '/config/main', '/config/edit/shop_title']) {
      await ui.page.goto(ui.url(path));
      await ui.page.waitForURL(ui.url('/404'));
    }
    const editor = await api('editor');
    expect((await editor.call('listConfig')).statusCode).toBe(403);
    expect((await editor.call('getConfig', { params: { key: 'shop_title' } })).statusCode).toBe(403);
  });
});
