import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

const searchButton = () => ui.page.getByRole('button', { name: 'Search menu' });
const searchBox = () => ui.page.getByRole('combobox', { name: 'Search menu' });
/** The open options list (a portal at the end of the body). */
const options = () => ui.page.locator('.header-search-popup:not(.ant-select-dropdown-hidden)');
/** antd draws the placeholder beside the input rather than as its attribute. */
const placeholder = () => ui.page.locator('.header-search .ant-select-placeholder').innerText();
const isFocused = () => searchBox().evaluate((input) => input === document.activeElement);

describe('menu search (B-F7..F13)', () => {
  it('opens a focused input from the icon; `records` finds Inventory > Records and Enter goes there', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await searchBox().count()).toBe(0);
    await searchButton().click();
    expect(await placeholder()).toBe('Search');
    expect(await isFocused()).toBe(true);
    await searchBox().pressSequentially('records');
    await options().getByText('Inventory > Records', { exact: true }).waitFor();
    await searchBox().press('Enter');
    await ui.page.waitForURL(ui.url('/inventory/records'));
    // Chosen: query, options and input are gone.
    await searchBox().waitFor({ state: 'detached' });
    expect(await options().count()).toBe(0);
  });

  it('goes to an option clicked, labelled with its parents, best match first', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await searchButton().click();
    await searchBox().pressSequentially('inventory');
    const first = options().locator('.ant-select-item-option').first();
    expect(await first.innerText()).toBe('Inventory > Inventory SKU List');
    await first.click();
    await ui.page.waitForURL(ui.url('/inventory/product'));
  });

  it('closes and forgets the query on a click elsewhere, and on a second click of the icon', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await searchButton().click();
    await searchBox().pressSequentially('point');
    await options().getByText('Point', { exact: true }).waitFor();
    await ui.page.getByRole('main').click();
    await searchBox().waitFor({ state: 'detached' });
    expect(await options().count()).toBe(0);
    await searchButton().click();
    expect(await searchBox().inputValue()).toBe('');
    await searchButton().click();
    await searchBox().waitFor({ state: 'detached' });
    expect(ui.page.url()).toBe(ui.url('/dashboard/index'));
  });

  it('finds 订单 by `dingdan` in Chinese and jumps to /order/index', async () => {
    await ui.context.addCookies([{ name: 'language', value: 'zh', url: ui.url() }]);
    await ui.signInAs('admin');
    await ui.page.goto(ui.url('/dashboard/index'));
    await ui.page.getByRole('button', { name: '搜索菜单' }).click();
    const box = ui.page.getByRole('combobox', { name: '搜索菜单' });
    expect(await placeholder()).toBe('搜索');
    await box.pressSequentially('dingdan');
    await options().getByText('订单', { exact: true }).waitFor();
    await box.press('Enter');
    await ui.page.waitForURL(ui.url('/order/index'));
  });

  it('focuses from the keyboard: Ctrl+K anywhere, `/` outside text fields; Escape closes', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.keyboard.press('Control+k');
    expect(await isFocused()).toBe(true);
    await searchBox().pressSequentially('conf');
    await options().getByText('Config > Config List', { exact: true }).waitFor();
    await ui.page.keyboard.press('Escape');
    await searchBox().waitFor({ state: 'detached' });
    expect(await searchButton().evaluate((button) => button === document.activeElement)).toBe(true);
    await ui.page.keyboard.press('/');
    expect(await isFocused()).toBe(true);
    // Typed into the open search, `/` is text, not the shortcut.
    await ui.page.keyboard.type('/config/m');
    expect(await searchBox().inputValue()).toBe('/config/m');
    // Arrows move through the options: the second of them is taken.
    const labels = await options().locator('.ant-select-item-option').allInnerTexts();
    expect(labels.length).toBeGreaterThan(1);
    await ui.page.keyboard.press('ArrowDown');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url(pathOf(labels[1] ?? '')));
  });
});

/** Admin pages by option label, for the keyboard test's second option. */
function pathOf(label: string): string {
  const paths: Record<string, string> = {
    'Config > Create Config': '/config/create',
    'Config > Config List': '/config/list',
    'Config > Main Page Config': '/config/main',
  };
  const path = paths[label];
  if (!path) throw new Error(`unexpected option ${label}`);
  return path;
}

describe('error log (B-F14..F16, B-M3, B-M4)', () => {
  const logButton = () => ui.page.getByRole('button', { name: 'Error Log' });

  it('appears with uncaught errors and rejections, lists them, and Clear All empties it', async () => {
    ui.allow(/boom|rejected on purpose/);
    await ui.signInAs('admin');
    await ui.openSignedIn('/inventory/records');
    await ui.page.getByRole('button', { name: 'Search menu' }).waitFor();
    expect(await logButton().count()).toBe(0);
    // What the browser reports as uncaught: capture must not swallow it (B-M4).
    const printed: string[] = [];
    ui.page.on('pageerror', (error) => printed.push(error.message));

    await ui.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
      void Promise.reject(new Error('rejected on purpose'));
    });
    await logButton().waitFor();
    await expect.poll(() => printed.sort()).toEqual(['boom', 'rejected on purpose']);
    expect(await logButton().getAttribute('class')).toMatch(/ant-btn-dangerous/);
    expect(await ui.page.locator('.error-log-container .ant-badge-dot').count()).toBe(1);

    await logButton().click();
    const dialog = ui.page.getByRole('dialog', { name: 'Error Log' });
    await dialog.waitFor();
    expect(await dialog.getByRole('columnheader').allInnerTexts()).toEqual(['Message', 'Stack']);
    // Nothing of the layout (the fixed sidebar) covers the dialog's left side.
    await dialog
      .getByRole('columnheader', { name: 'Message' })
      .click({ trial: true, position: { x: 5, y: 5 }, timeout: 5_000 });
    const rows = dialog.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const text = await dialog.innerText();
    expect(text).toMatch(/Msg:\s*boom\s+Info:\s*window error in uncaught error\s+Url:\s*(\S+)/);
    expect(text).toMatch(/Msg:\s*rejected on purpose\s+Info:\s*window error in unhandled rejection/);
    const urls = [...text.matchAll(/Url:\s*(\S+)/g)].map((match) => match[1]);
    expect(urls).toEqual([ui.url('/inventory/records'), ui.url('/inventory/records')]);
    // The Stack column holds the error's stack.
    expect(await rows.first().locator('td').nth(1).innerText()).toMatch(/^Error: boom\n\s+at /);

    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await logButton().waitFor({ state: 'detached' });
  });
});
