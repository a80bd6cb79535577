import { describe, expect, it } from 'vitest';
import { setUpConsole } from './console-harness';

const ui = setUpConsole();

/** The focused element's label (aria-label, else text), or its role for the menu itself. */
const focused = () =>
  ui.page.evaluate(() => {
    const element = document.activeElement;
    if (element?.getAttribute('role') === 'menu') return 'menu';
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim();
  });

/** Two animation frames: the menu moves focus in one (rc-menu), so read it after. */
const settled = () =>
  ui.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Presses `key` until the focused element is `name`; fails after 30 presses. Focus is read once
 * each press has taken effect: on a busy machine a late move from the previous press was once
 * read as this one's, and Enter then opened the next entry.
 */
async function press(key: string, name: string) {
  const trail: unknown[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await ui.page.keyboard.press(key);
    await settled();
    const now = await focused();
    if (now === name) return;
    trail.push(now);
  }
  throw new Error(`${key} never reached ${name}: ${trail.join(' → ')}`);
}

const focusRing = () =>
  ui.page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });

describe('the console from the keyboard (visible focus)', () => {
  it('signs in, moves through menu and navbar, switches language and logs out', async () => {
    await ui.page.goto(ui.url('/login'));
    await ui.page.getByRole('textbox', { name: 'Username' }).waitFor();
    await ui.page.keyboard.type('admin');
    await ui.page.keyboard.press('Tab');
    await ui.page.keyboard.type('correct-horse-battery');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url('/dashboard/index'));
    await ui.page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    // The menu is one Tab stop; its arrow keys move between entries.
    await press('Tab', 'menu');
    expect(await focusRing()).toMatch(/^solid [23]px$/);
    await press('ArrowDown', 'Order');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url('/order/index'));

    await press('Tab', 'Toggle sidebar');
    expect(await focusRing()).toMatch(/^solid [23]px$/);
    await ui.page.keyboard.press('Enter');
    expect(await ui.cookie('sidebarStatus')).toMatchObject({ value: '0' });

    await press('Tab', 'Language');
    await ui.page.keyboard.press('Enter');
    // The open menu takes focus, on its first entry.
    await expect.poll(focused).toBe('中文');
    await ui.page.keyboard.press('Enter');
    await ui.page.getByRole('heading', { name: '订单' }).waitFor();
    expect(await ui.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('语言');

    await press('Tab', '账户菜单');
    await ui.page.keyboard.press('Enter');
    await expect.poll(focused).toBe('个人中心');
    await press('ArrowDown', '退出登录');
    await ui.page.keyboard.press('Enter');
    await ui.page.waitForURL(ui.url('/login?redirect=%2Forder%2Findex'));
  });
});
