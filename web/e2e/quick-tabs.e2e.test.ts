import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

// Issue 17 point 10b: the tabs follow the router, not timers, even on a slow machine (the CPU
// slowed 6× through the DevTools protocol, as a loaded 2-core office PC).
const ui = setUpConsole();

const bar = () => ui.page.getByRole('tablist', { name: 'Opened pages' });
const tab = (name: string) => bar().getByRole('tab', { name, exact: true });
const tabPaths = () =>
  bar()
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path')));
const menuLink = (name: string) =>
  ui.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
const activeTabAt = (path: string) =>
  bar().locator(`[role="tab"][aria-selected="true"][data-path="${path}"]`).waitFor();

async function slowCpu() {
  const cdp = await ui.context.newCDPSession(ui.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

describe('quick hands on a slow CPU', () => {
  it('a tab clicked and closed at once stays closed', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/order/index');
    await menuLink('Point').click();
    await activeTabAt('/point/index');
    await slowCpu();
    // Both clicks before the first navigation lands (a hand is quicker than a slow render).
    await ui.page.evaluate(() => {
      const order = document.querySelector<HTMLElement>('[role="tab"][data-path="/order/index"]');
      order?.click();
      order?.querySelector<HTMLElement>('.tags-view-close')?.click();
    });
    await activeTabAt('/point/index');
    // Once everything has landed (another navigation there and back), Order has not come back.
    await tab('Dashboard').click();
    await activeTabAt('/dashboard/index');
    await tab('Point').click();
    await activeTabAt('/point/index');
    expect(await tabPaths()).toEqual(['/dashboard/index', '/point/index']);
    expect(new URL(ui.page.url()).pathname).toBe('/point/index');
  });

  it('menu clicks 300 ms apart leave a tab for every page the router showed', async () => {
    // Every location React Router commits goes through history.pushState.
    await ui.page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { pathsShown: string[] }).pathsShown = shown;
      const push = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        if (url) shown.push(new URL(String(url), location.href).pathname);
        push(data, unused, url);
      };
    });
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await slowCpu();
    // Top-level pages only: Staff now sits in the Staff & roles submenu, which a quick hand would open first.
    for (const name of ['Order', 'Point', 'Pay List', 'Product', 'User']) {
      await menuLink(name).click();
      await ui.page.waitForTimeout(300);
    }
    await activeTabAt('/user/index');
    const shown = await ui.page.evaluate(() => (window as unknown as { pathsShown: string[] }).pathsShown);
    expect(shown).toContain('/user/index');
    const tabs = await tabPaths();
    for (const path of shown) expect(tabs).toContain(path);
  });
});
