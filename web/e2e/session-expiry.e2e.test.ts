import { describe, expect, it } from 'vitest';
import { staffSession } from '../../server/src/db/schema';
import { NETWORK_LOG, setUpConsole } from './console-harness';

const ui = setUpConsole();

/** Ends every session's absolute lifetime a second ago, as time passing would. */
async function expireSessions() {
  await ui.testApp.database.db.update(staffSession).set({ expiresAt: new Date(Date.now() - 1000) });
}

describe('an expired session (B-B6, B-B7, B-C9)', () => {
  it('offers to log in again once, and Re-Login reloads to the login page', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await expireSessions();
    // The next call (user info after a reload) meets code 50014.
    await ui.page.reload();
    const dialog = ui.page.getByRole('dialog', { name: 'Confirm logout' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
    expect(await ui.page.getByRole('dialog').count()).toBe(1);
    await ui.page.getByText('Your session has expired: please sign in again').first().waitFor();
    await ui.page.waitForURL(ui.url(`/login?redirect=${encodeURIComponent('/dashboard/index')}`));
    expect(await ui.cookie('Admin-Token')).toBeUndefined();

    await Promise.all([
      ui.page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Re-Login' }).click(),
    ]);
    await ui.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await ui.page.getByRole('dialog').count()).toBe(0);
    expect(ui.page.url()).toBe(ui.url(`/login?redirect=${encodeURIComponent('/dashboard/index')}`));
  });

  it('keeps the page on Cancel when Log Out meets an expired session', async () => {
    ui.allow(NETWORK_LOG);
    await ui.signInAs('editor');
    await ui.openSignedIn('/order/index');
    await expireSessions();
    await ui.page.getByRole('button', { name: 'Account menu' }).click();
    await ui.page.getByRole('menuitem', { name: 'Log Out' }).click();
    const dialog = ui.page.getByRole('dialog', { name: 'Confirm logout' });
    await dialog.waitFor();
    // B-A13: the local sign-out completes even though the server call failed.
    await ui.page.waitForURL(ui.url(`/login?redirect=${encodeURIComponent('/order/index')}`));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ui.page.getByRole('dialog').count()).toBe(0);
    expect(ui.page.url()).toBe(ui.url(`/login?redirect=${encodeURIComponent('/order/index')}`));
  });
});
