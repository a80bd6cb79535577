import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

describe('breadcrumb (B-F2..F5)', () => {
  const crumbs = () =>
    ui.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();

  it('shows Dashboard / Inventory / Records, with only Dashboard a link', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/inventory/records');
    const breadcrumb = ui.page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs()).filter((text) => text.trim() !== '/')).toEqual([
      'Dashboard',
      'Inventory',
      'Records',
    ]);
    expect(await breadcrumb.getByRole('link').allInnerTexts()).toEqual(['Dashboard']);
    await breadcrumb.getByRole('link', { name: 'Dashboard' }).click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
  });

  it('shows Dashboard / Config / Edit Config: shop_title on /config/edit/shop_title', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/config/edit/shop_title');
    const breadcrumb = ui.page.getByRole('navigation', { name: 'Breadcrumb' });
    // The page names its record (issue 17).
    await breadcrumb.getByText('Edit Config: shop_title').waitFor();
    expect(await breadcrumb.innerText()).toMatch(/^Dashboard\s*\/\s*Config\s*\/\s*Edit Config: shop_title$/);
    expect(await breadcrumb.getByRole('link').allInnerTexts()).toEqual(['Dashboard']);
    expect(await breadcrumb.locator('[aria-current="page"]').innerText()).toBe('Edit Config: shop_title');
  });
});

describe('avatar menu (B-F23, B-A13)', () => {
  it('shows the 80×80 avatar and the menu entries', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    const avatar = ui.page.getByRole('button', { name: 'Account menu' });
    expect(await avatar.locator('img').getAttribute('src')).toBe('/avatars/admin.svg?imageView2/1/w/80/h/80');
    await avatar.click();
    const menu = ui.page.getByRole('menu').filter({ hasText: 'Log Out' });
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Profile',
      'Dashboard',
      'User guide',
      'API docs',
      'Log Out',
    ]);
    // The project's own help, served beside the console: the guide at its English section.
    const help = { 'User guide': '/help/index.html#en', 'API docs': '/base/docs' };
    for (const [name, href] of Object.entries(help)) {
      const link = menu.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
    }
    const guide = await ui.page.request.get(ui.url('/help/index.html'));
    expect(await guide.text()).toContain('Using the shop console');
    await menu.getByRole('link', { name: 'Profile' }).click();
    await ui.page.waitForURL(ui.url('/profile/index'));
  });

  it('logs out to the login page with the full path of the page', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index?page=2');
    await ui.page.getByRole('button', { name: 'Account menu' }).click();
    await ui.page.getByRole('menuitem', { name: 'Log Out' }).click();
    await ui.page.waitForURL(ui.url(`/login?redirect=${encodeURIComponent('/order/index?page=2')}`));
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await ui.cookie('Admin-Token')).toBeUndefined();
    // The server ended the session too: signing in again leads back to the page.
    await ui.signInWithForm('admin');
    await ui.page.waitForURL(ui.url('/order/index?page=2'));
  });
});
