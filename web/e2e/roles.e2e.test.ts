import { describe, expect, it } from 'vitest';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const ui = setUpConsole();

const menu = () => ui.page.getByRole('navigation', { name: 'Main menu' });

/** Opens the submenus the user has, so that their entries show. */
async function openGroups() {
  for (const group of ['Inventory', 'Config', 'Box', 'Feed', 'Article', 'Staff & roles']) {
    const title = menu().getByRole('menuitem', { name: group, exact: true });
    if ((await title.count()) > 0) await title.click();
  }
}

/** The sidebar's entries as the user sees them: item and submenu names. */
async function menuNames(): Promise<string[]> {
  const texts = await menu().getByRole('menuitem').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

const everything = [
  'Dashboard',
  'User',
  'Order',
  'Product',
  'Inventory',
  'Inventory SKU List',
  'Records',
  'Exchange List',
  'Point',
  'Config',
  'Create Config',
  'Config List',
  'Main Page Config',
  'Box',
  'Box List',
  'Build Box',
  'Feed',
  'Feed List',
  'Create Feed',
  'Article',
  'Article List',
  'Create Article',
  'Pay List',
  'Record List',
  'Staff & roles',
  'Staff',
  'Roles',
  'Audit log',
];

describe('role gating (B-D2, B-D6, B-C7)', () => {
  it.each(['admin', 'developer'])('shows %s every menu entry and page', async (username) => {
    // /config/edit/abc is a key that does not exist: the browser logs the 404 answer.
    ui.allow(NETWORK_LOG);
    await ui.signInAs(username);
    await ui.openSignedIn('/dashboard/index');
    await openGroups();
    await expect.poll(menuNames).toEqual(everything);
    for (const [path, heading] of [
      ['/point/index', 'Point'],
      ['/config/list', 'Config List'],
      ['/config/edit/abc', 'Edit Config abc'],
      ['/staff/index', 'Staff'],
    ] as const) {
      await ui.page.goto(ui.url(path));
      await ui.page.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(ui.page.url()).toBe(ui.url(path));
    }
  });

  it('shows an editor neither Point, Config nor Staff, and sends their URLs to /404', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/dashboard/index');
    await openGroups();
    await expect
      .poll(menuNames)
      .toEqual([
        'Dashboard',
        'User',
        'Order',
        'Product',
        'Inventory',
        'Inventory SKU List',
        'Records',
        'Exchange List',
        'Box',
        'Box List',
        'Build Box',
        'Feed',
        'Feed List',
        'Create Feed',
        'Article',
        'Article List',
        'Create Article',
        'Pay List',
        'Record List',
      ]);
    for (const path of [
      '/point/index',
      '/point',
      '/config/list',
      '/config/edit/abc',
      '/config/main',
      '/staff/index',
    ]) {
      await ui.page.goto(ui.url(path));
      await ui.page.waitForURL(ui.url('/404'));
    }
    await ui.page.goto(ui.url('/inventory/records'));
    await ui.page.getByRole('heading', { name: 'Records' }).waitFor();
  });

  // B-D4, B-D5.
  it.each([
    ['/user', '/user/index'],
    ['/exchange', '/exchange/index'],
    ['/point', '/point/index'],
    ['/box', '/box/index'],
    ['/record', '/record/index'],
    ['/box/build/0', '/404'],
    ['/inventory', '/404'],
    ['/config', '/404'],
    ['/config/edit/a-b', '/404'],
    ['/config/edit/a_b9', '/config/edit/a_b9'],
  ])('leads an admin from %s to %s', async (from, to) => {
    await ui.signInAs('admin');
    await ui.page.goto(ui.url(from));
    await ui.page.waitForURL(ui.url(to));
  });

  // B-D9: hidden routes are not in the menu but open by URL.
  it('opens the hidden Profile route by URL', async () => {
    await ui.signInAs('editor');
    await ui.openSignedIn('/profile');
    await ui.page.waitForURL(ui.url('/profile/index'));
    await ui.page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await ui.page.getByRole('navigation', { name: 'Main menu' }).getByText('Profile').count()).toBe(0);
  });
});
