import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

const bar = () => ui.page.getByRole('tablist', { name: 'Opened pages' });
const tab = (name: string) => bar().getByRole('tab', { name, exact: true });

describe('a kept page on a real form (issue 5 §2)', () => {
  it('keeps a half-typed edit drawer while away, and a refresh starts it afresh', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/staff/index');
    await ui.page.getByRole('link', { name: 'Edit editor' }).click();
    const drawer = ui.page.getByRole('dialog', { name: 'Edit editor' });
    const name = drawer.getByLabel('Name', { exact: true });
    await name.fill('Half typed, not saved');
    await tab('Dashboard').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await tab('Staff').click();
    await expect.poll(() => name.inputValue()).toBe('Half typed, not saved');

    // Refresh from the tab's menu: it would drop the typing, so it asks first (issue 17);
    // Discard, and the page and its drawer remount with the saved name.
    await tab('Staff').click({ button: 'right' });
    await ui.page.getByRole('menuitem', { name: 'Refresh' }).click();
    await ui.page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect.poll(() => name.inputValue()).not.toBe('Half typed, not saved');
    expect(await name.inputValue()).not.toBe('');
  });
});

describe('a page that throws while rendering (B-M4, B-M5)', () => {
  it('shows its error panel, logs the error, keeps the layout usable, and Clear All empties the log', async () => {
    // The server answers a list whose rows break the page's rendering (roles is not a list).
    await ui.page.route(/\/base\/admin\/staff\?/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 20000,
          message: 'ok',
          data: {
            items: [
              {
                id: 1,
                username: 'broken',
                name: 'Broken',
                avatar: '',
                roles: null,
                disabled: false,
                lastLoginAt: null,
                createdAt: '2026-01-01T00:00:00.000Z',
                updatedAt: '2026-01-01T00:00:00.000Z',
                version: 1,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
          },
        }),
      }),
    );
    // React reports the caught render error on the browser console, as it should.
    ui.allow(/^(console|page error): .*(roles|null|map|The above error)/i);
    await ui.signInAs('admin');
    await ui.openSignedIn('/staff/index');
    await ui.page
      .getByText('This page ran into a problem', { exact: false })
      .or(ui.page.getByRole('button', { name: 'Try again' }))
      .first()
      .waitFor();

    const logButton = ui.page.getByRole('button', { name: 'Error Log' });
    await logButton.click();
    const dialog = ui.page.getByRole('dialog', { name: 'Error Log' });
    await expect.poll(() => dialog.innerText()).toMatch(/Msg:\s*.*(map|null)/);
    expect(await dialog.innerText()).toMatch(new RegExp(`Url:\\s*${ui.url('/staff/index')}`));
    expect(await dialog.innerText()).toMatch(/Info:\s*[A-Za-z_$][\w$]* error in render/);
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await logButton.waitFor({ state: 'detached' });

    // The rest of the console still works.
    await tab('Dashboard').click();
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await ui.page.getByRole('heading', { level: 2 }).first().waitFor();
  });
});

describe('the Tags-View switch (B-G17)', () => {
  it('adds no tabs while off, keeps the old ones, and adds the current page when back on', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    const toggle = async () => {
      await ui.page.getByRole('button', { name: 'Open settings' }).click();
      await ui.page.getByRole('switch', { name: 'Show page tabs' }).click();
      await ui.page.getByRole('button', { name: 'Close settings' }).click();
    };
    await toggle();
    await bar().waitFor({ state: 'detached' });
    await ui.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Product' })
      .click();
    await ui.page.waitForURL(ui.url('/product/index'));
    await toggle();
    await expect
      .poll(() => bar().getByRole('tab').allInnerTexts())
      .toEqual(['Dashboard', 'Order', 'Product']);
  });
});
