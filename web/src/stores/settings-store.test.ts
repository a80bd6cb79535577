import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY, useSettingsStore } from './settings-store';

const defaults = useSettingsStore.getInitialState();

function stored(): unknown {
  const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** What a reload does: read localStorage again into a store that starts from the defaults. */
async function reload() {
  const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
  // setState writes the store back to localStorage, so the stored text is put back after it.
  useSettingsStore.setState(defaults, true);
  if (raw === null) localStorage.removeItem(SETTINGS_STORAGE_KEY);
  else localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
  await useSettingsStore.persist.rehydrate();
}

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState(defaults, true);
});
afterEach(() => localStorage.clear());

describe('settings store', () => {
  it('starts from the defaults', () => {
    const { theme, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch, darkMode, showSettings } =
      useSettingsStore.getState();
    expect({
      theme,
      tagsView,
      fixedHeader,
      sidebarLogo,
      supportPinyinSearch,
      darkMode,
      showSettings,
    }).toEqual({
      theme: '#409EFF',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      supportPinyinSearch: true,
      darkMode: false,
      showSettings: true,
    });
  });

  it('keeps the layout settings, and only them, across a reload', async () => {
    useSettingsStore.getState().change({
      theme: '#f5222d',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
      supportPinyinSearch: false,
      darkMode: true,
      shopTitle: 'Another shop',
      showSettings: false,
    });
    expect(stored()).toEqual({
      version: 1,
      state: {
        theme: '#f5222d',
        tagsView: false,
        fixedHeader: true,
        sidebarLogo: false,
        supportPinyinSearch: false,
        darkMode: true,
      },
    });

    await reload();
    const state = useSettingsStore.getState();
    expect(state).toMatchObject({ theme: '#f5222d', tagsView: false, fixedHeader: true, darkMode: true });
    expect(state.shopTitle).toBe(defaults.shopTitle);
    expect(state.showSettings).toBe(true);
  });

  it('falls back to the defaults when the stored value is not JSON', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    await reload();
    expect(useSettingsStore.getState()).toMatchObject({ theme: '#409EFF', darkMode: false, tagsView: true });
  });

  it('keeps only the valid fields of a foreign or hand-edited value', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          theme: 'red; background: url(x)',
          darkMode: 'yes',
          fixedHeader: true,
          shopTitle: 'Injected',
          showSettings: false,
        },
      }),
    );
    await reload();
    expect(useSettingsStore.getState()).toMatchObject({
      theme: '#409EFF',
      darkMode: false,
      fixedHeader: true,
      shopTitle: defaults.shopTitle,
      showSettings: true,
    });
  });

  it('takes another version through the same check, and ignores a value that is not an object', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ version: 0, state: { theme: '#13c2c2', tagsView: 1 } }),
    );
    await reload();
    expect(useSettingsStore.getState()).toMatchObject({ theme: '#13c2c2', tagsView: true });

    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ version: 1, state: ['#000'] }));
    await reload();
    expect(useSettingsStore.getState()).toMatchObject({ theme: '#409EFF' });
  });
});
