import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { SettingsPanel } from './settings-panel';

const defaults = useSettingsStore.getInitialState();

// The drawer is a lazy chunk; transforming antd's ColorPicker on first use outlasts findBy's wait.
beforeAll(() => import('./settings-drawer'), 30_000);

beforeEach(async () => {
  localStorage.clear();
  useSettingsStore.setState(defaults, true);
  await act(() => useAppStore.getState().setLanguage('en'));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function openDrawer() {
  render(<SettingsPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
  return screen.findByRole('dialog', { name: 'Page style setting' });
}

const switchNames = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('switch')
    .map((element) => element.getAttribute('id'))
    .map((id) => drawer.querySelector(`label[for="${id}"]`)?.textContent);

describe('settings panel (B-H1..B-H4)', () => {
  it('opens from the handle with the heading, the theme picker and the four switches', async () => {
    const drawer = await openDrawer();
    expect(screen.getByRole('button', { name: 'Close settings' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('showRightPanel')).toBe(true);
    expect(within(drawer).getByRole('heading', { name: 'Page style setting' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Theme Color' })).toBeTruthy();
    expect(switchNames(drawer)).toEqual(['Show page tabs', 'Fixed Header', 'Sidebar Logo', 'Dark Mode']);
    expect(within(drawer).queryByRole('switch', { name: '菜单支持拼音搜索' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(document.body.classList.contains('showRightPanel')).toBe(false);
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeTruthy();
  });

  it('shows the switches at the current settings and applies a change at once', async () => {
    useSettingsStore.getState().change({ fixedHeader: true });
    const drawer = await openDrawer();
    const checked = (name: string) =>
      within(drawer).getByRole('switch', { name }).getAttribute('aria-checked') === 'true';
    expect(['Show page tabs', 'Fixed Header', 'Sidebar Logo', 'Dark Mode'].map(checked)).toEqual([
      true,
      true,
      true,
      false,
    ]);

    fireEvent.click(within(drawer).getByRole('switch', { name: 'Dark Mode' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Sidebar Logo' }));
    expect(useSettingsStore.getState()).toMatchObject({ darkMode: true, sidebarLogo: false });
  });

  it('adds the pinyin switch, and the Chinese labels, only in Chinese', async () => {
    await act(() => useAppStore.getState().setLanguage('zh'));
    render(<SettingsPanel />);
    fireEvent.click(screen.getByRole('button', { name: '打开设置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    expect(within(drawer).getByRole('button', { name: '主题色' })).toBeTruthy();
    expect(switchNames(drawer)).toEqual([
      '显示页面标签',
      '固定页头',
      '侧边栏标志',
      '暗黑模式',
      '菜单支持拼音搜索',
    ]);

    fireEvent.click(within(drawer).getByRole('switch', { name: '菜单支持拼音搜索' }));
    expect(useSettingsStore.getState().supportPinyinSearch).toBe(false);

    await act(() => useAppStore.getState().setLanguage('en'));
    expect(within(drawer).queryByRole('switch', { name: '菜单支持拼音搜索' })).toBeNull();
    expect(within(drawer).queryByRole('switch', { name: 'Pinyin search in the menu' })).toBeNull();
  });
});
