import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

// A preset that reads under white text as it is (others are darkened: issue 17 point 8).
const PURPLE = 'rgb(105, 89, 205)';
const handle = () => ui.page.getByRole('button', { name: /^(Open|Close) settings$/ });
const drawer = () => ui.page.getByRole('dialog', { name: 'Page style setting' });
const backgroundOf = (selector: string) =>
  ui.page.evaluate((s) => {
    const element = document.querySelector(s);
    return element ? getComputedStyle(element).backgroundColor : null;
  }, selector);
const bodyHasPanelClass = () => ui.page.evaluate(() => document.body.classList.contains('showRightPanel'));

async function openSettings() {
  await ui.page.getByRole('button', { name: 'Open settings' }).click();
  await drawer().waitFor();
}

describe('settings handle and drawer (B-H1..B-H4)', () => {
  it('sits 48×48 at the right edge, 250 px down, in the theme colour, and toggles the drawer', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await handle().boundingBox()).toEqual({ x: 1280 - 48, y: 250, width: 48, height: 48 });
    expect(await backgroundOf('.settings-handle')).toBe('rgb(0, 106, 215)');
    expect(await handle().locator('[data-icon="setting"]').count()).toBe(1);
    expect(await bodyHasPanelClass()).toBe(false);

    await openSettings();
    expect(await bodyHasPanelClass()).toBe(true);
    // Measured once it has slid in.
    await expect.poll(async () => (await drawer().boundingBox())?.x).toBe(1280 - 260);
    expect((await drawer().boundingBox())?.width).toBe(260);
    // Focus went into the drawer; the handle rides on its edge and now closes it.
    await expect.poll(() => drawer().evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect.poll(async () => (await handle().boundingBox())?.x).toBe(1280 - 260 - 48);
    expect(await handle().locator('[data-icon="close"]').count()).toBe(1);
    expect(await ui.page.getByRole('switch').evaluateAll((switches) => switches.length)).toBe(4);
    for (const name of ['Show page tabs', 'Fixed Header', 'Sidebar Logo', 'Dark Mode']) {
      await drawer().getByRole('switch', { name }).waitFor();
    }

    await ui.page.getByRole('button', { name: 'Close settings' }).click();
    await drawer().waitFor({ state: 'hidden' });
    expect(await bodyHasPanelClass()).toBe(false);
    await ui.page.getByRole('button', { name: 'Open settings' }).waitFor();

    // Escape closes it too.
    await openSettings();
    await ui.page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    expect(await bodyHasPanelClass()).toBe(false);
    // The keyboard continues from the handle.
    await expect.poll(() => handle().evaluate((h) => h === document.activeElement)).toBe(true);
  });

  it('recolours from a preset inside the colour popup, closes on an outside click, and keeps the colour', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await openSettings();
    await drawer().getByRole('button', { name: 'Theme Color' }).click();
    const presets = ui.page.getByRole('group', { name: 'Preset colours' });
    // Clicks inside the popup, on its panel and on a preset, keep the drawer open (B-H3).
    await presets.getByText('Preset colours').click();
    await presets.getByRole('button', { name: '#6959cd' }).click();
    await expect.poll(() => backgroundOf('.settings-handle')).toBe(PURPLE);
    expect(await drawer().isVisible()).toBe(true);
    expect(await presets.getByRole('button', { name: '#6959cd' }).getAttribute('aria-pressed')).toBe('true');
    // antd's primary colour: a checked switch, and the progress bar's variable.
    const tagsSwitch = drawer().getByRole('switch', { name: 'Show page tabs' });
    await expect.poll(() => tagsSwitch.evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(PURPLE);
    expect(
      await ui.page.evaluate(() => document.documentElement.style.getPropertyValue('--app-theme-color')),
    ).toBe('#6959cd');
    await expect.poll(() => ui.toastsSeen()).toContain('Compiling the theme');
    // The message closes once the colour is applied (and does not hang on screen).
    await expect.poll(() => ui.page.locator('.ant-message-notice').count(), { timeout: 5000 }).toBe(0);

    // A click on the dimmed page closes it.
    await ui.page.mouse.click(400, 500);
    await drawer().waitFor({ state: 'hidden' });
    expect(await bodyHasPanelClass()).toBe(false);

    // Kept across a reload (B-H5 as changed here), on every antd primary button too.
    await ui.openSignedIn('/profile/index');
    expect(await backgroundOf('.settings-handle')).toBe(PURPLE);
    const save = ui.page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(PURPLE);
    await openSettings();
    await expect.poll(() => tagsSwitch.evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(PURPLE);
  });
});

describe('layout switches (B-H5, kept across a reload)', () => {
  it('fixes the header and hides the sidebar logo', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    const headerPosition = () =>
      ui.page.evaluate(() => getComputedStyle(document.querySelector('.app-header') as Element).position);
    const logo = ui.page.locator('.sidebar-logo');
    expect(await headerPosition()).not.toBe('fixed');
    expect(await logo.count()).toBe(1);

    await openSettings();
    await drawer().getByRole('switch', { name: 'Fixed Header' }).click();
    await drawer().getByRole('switch', { name: 'Sidebar Logo' }).click();
    expect(await headerPosition()).toBe('fixed');
    expect(await logo.count()).toBe(0);

    await ui.page.reload();
    await handle().waitFor();
    expect(await headerPosition()).toBe('fixed');
    expect(await logo.count()).toBe(0);
  });

  it('turns the page, the navbar and antd dark, and stays dark after a reload', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    expect(await backgroundOf('.navbar')).toBe('rgb(255, 255, 255)');

    await openSettings();
    await drawer().getByRole('switch', { name: 'Dark Mode' }).click();
    const dark = 'rgb(20, 20, 20)';
    expect(await ui.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await backgroundOf('body')).toBe(dark);
    expect(await backgroundOf('.navbar')).toBe(dark);
    // antd's own components follow through its dark algorithm (the drawer is one of them).
    await expect
      .poll(() => backgroundOf('.settings-drawer .ant-drawer-section'))
      .not.toBe('rgb(255, 255, 255)');

    await ui.page.reload();
    await handle().waitFor();
    expect(await backgroundOf('body')).toBe(dark);
    expect(await backgroundOf('.navbar')).toBe(dark);
    expect(await backgroundOf('.ant-card')).not.toBe('rgb(255, 255, 255)');
  });
});

describe('fullscreen (B-F17, B-F18)', () => {
  it('enters and leaves fullscreen, its name following the state, also when left elsewhere', async () => {
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    const isFullscreen = () =>
      ui.page.evaluate(() => document.fullscreenElement === document.documentElement);

    await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await ui.page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
    expect(await isFullscreen()).toBe(true);
    await ui.page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).waitFor();
    expect(await isFullscreen()).toBe(false);

    // Left by other means (what Esc does): the button follows.
    await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await ui.page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
    await ui.page.evaluate(() => document.exitFullscreen());
    await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).waitFor();
    expect(await ui.toastsSeen()).toEqual([]);
  });

  it('only warns where fullscreen is disabled', async () => {
    // What a browser (or an embedding frame) that does not allow fullscreen reports.
    await ui.page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await ui.signInAs('admin');
    await ui.openSignedIn('/dashboard/index');
    await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
    await expect.poll(() => ui.toastsSeen()).toEqual(['you browser can not work']);
    expect(await ui.page.locator('.ant-message-notice-warning').count()).toBe(1);
    expect(await ui.page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(await ui.page.getByRole('button', { name: 'Fullscreen', exact: true }).count()).toBe(1);
  });
});
