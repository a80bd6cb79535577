import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

const sidebarWidth = () =>
  ui.page.evaluate(() => document.querySelector('.sidebar-container')?.getBoundingClientRect().width);
const mainLeft = () =>
  ui.page.evaluate(() => document.querySelector('.main-container')?.getBoundingClientRect().left);
const hamburger = () => ui.page.getByRole('button', { name: 'Toggle sidebar' });

describe('sidebar (B-E2..E5)', () => {
  it('toggles with Ctrl+B, also from an input, and remembers it in sidebarStatus', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await sidebarWidth()).toBe(180);
    expect(await hamburger().getAttribute('aria-expanded')).toBe('true');

    await ui.page.keyboard.press('Control+b');
    await expect.poll(sidebarWidth).toBe(54);
    await expect.poll(mainLeft).toBe(54);
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '0', path: '/', expires: -1 });
    // Collapsed, the logo keeps the shop title's first 2 characters (B-E14).
    expect(await ui.page.locator('.sidebar-title').innerText()).toBe('Ha');

    // A plain input with focus does not stop the shortcut.
    await ui.page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'scratch');
      document.querySelector('.app-main')?.append(input);
      input.focus();
    });
    await ui.page.keyboard.press('Control+b');
    await expect.poll(sidebarWidth).toBe(180);
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '1' });

    await hamburger().click();
    await expect.poll(sidebarWidth).toBe(54);
    expect(await hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '0' });

    // B-E3: a reload keeps it collapsed.
    await ui.openSignedIn('/dashboard/index');
    expect(await sidebarWidth()).toBe(54);
  });

  it('does nothing with Ctrl+B on pages without the layout', async () => {
    await ui.page.goto(ui.url('/login'));
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await ui.page.keyboard.press('Control+b');
    expect(await ui.cookie('sidebarStatus')).toBeUndefined();
  });

  // B-E12/B-E13: links of the menu, the highlighted entry and its open submenu.
  it('highlights the activeMenu entry with its submenu open', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/shop_title');
    const menu = ui.page.getByRole('navigation', { name: 'Main menu' });
    expect(
      await menu.getByRole('menuitem', { name: 'Config', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    const selected = menu.locator('.ant-menu-item-selected');
    expect(await selected.innerText()).toBe('Config List');
    expect(await selected.getByRole('link').getAttribute('href')).toBe('/config/list');
    await menu.getByRole('menuitem', { name: 'Inventory', exact: true }).click();
    await menu.getByRole('link', { name: 'Records' }).click();
    await ui.page.waitForURL(ui.url('/inventory/records'));
    // Several submenus stay open at once.
    expect(
      await menu.getByRole('menuitem', { name: 'Config', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('device (B-E7..E10)', () => {
  it('treats 992 px as desktop', async () => {
    await ui.page.setViewportSize({ width: 992, height: 700 });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await sidebarWidth()).toBe(180);
    expect(await mainLeft()).toBe(180);
    expect(await ui.page.getByRole('button', { name: 'Global Size' }).isVisible()).toBe(true);
    expect(await ui.cookie('sidebarStatus')).toBeUndefined();
  });

  it('treats 991 px as mobile: a closed drawer, and only the avatar menu on the right', async () => {
    await ui.page.setViewportSize({ width: 991, height: 700 });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await mainLeft()).toBe(0);
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '0' });
    const menu = ui.page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await ui.page.getByRole('button', { name: 'Global Size' }).count()).toBe(0);
    expect(await ui.page.getByRole('button', { name: 'Language' }).count()).toBe(0);
    expect(await ui.page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);

    // Open: 180 px over the content with a backdrop; the backdrop closes it.
    await hamburger().click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await sidebarWidth()).toBe(180);
    expect(await mainLeft()).toBe(0);
    await ui.page.mouse.click(700, 400);
    await expect.poll(() => menu.isVisible()).toBe(false);

    // Open again: a route change closes it.
    await hamburger().click();
    await menu.getByRole('link', { name: 'Order' }).click();
    await ui.page.waitForURL(ui.url('/order/index'));
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  it('goes mobile on a resize below 992 px and back to desktop still collapsed', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.setViewportSize({ width: 800, height: 700 });
    await expect.poll(mainLeft).toBe(0);
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '0' });
    await ui.page.setViewportSize({ width: 1200, height: 700 });
    await expect.poll(mainLeft).toBe(54);
  });
});
