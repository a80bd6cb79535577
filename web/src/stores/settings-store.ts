import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_SHOP_TITLE } from '../lib/shop-settings';

/**
 * Layout settings. Unlike the template (B-H5, in memory only) the layout choices survive a
 * reload: they are kept in localStorage. The shop title comes from configuration and
 * `showSettings` from the build, so neither is kept.
 */
export interface SettingsState {
  shopTitle: string;
  /** Primary colour of the UI library, the progress bar and the drawer handle. */
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  /** antd's dark algorithm and the layout's dark colours (`<html data-theme="dark">`). */
  darkMode: boolean;
  change(changes: Partial<Omit<SettingsState, 'change'>>): void;
}

/** The settings a reload keeps. */
export type PersistedSettings = Pick<
  SettingsState,
  'theme' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch' | 'darkMode'
>;

const switches = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch', 'darkMode'] as const;

/** The localStorage key; the stored value is `{ state, version }`. */
export const SETTINGS_STORAGE_KEY = 'console-settings';
const SETTINGS_VERSION = 1;

const DEFAULT_THEME = '#409EFF';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The valid part of a stored value: a corrupt, hand-edited or foreign entry must not break the
 * layout, so every field that is not what it should be keeps its default.
 */
function validSettings(stored: unknown): Partial<PersistedSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  const valid: Partial<PersistedSettings> = {};
  if (typeof record.theme === 'string' && HEX_COLOUR.test(record.theme)) valid.theme = record.theme;
  for (const key of switches) {
    const value = record[key];
    if (typeof value === 'boolean') valid[key] = value;
  }
  return valid;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      shopTitle: DEFAULT_SHOP_TITLE,
      theme: DEFAULT_THEME,
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      supportPinyinSearch: true,
      darkMode: false,
      change: (changes) => set(changes),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: SETTINGS_VERSION,
      partialize: (state): PersistedSettings => ({
        theme: state.theme,
        tagsView: state.tagsView,
        fixedHeader: state.fixedHeader,
        sidebarLogo: state.sidebarLogo,
        supportPinyinSearch: state.supportPinyinSearch,
        darkMode: state.darkMode,
      }),
      // Another version's value goes through the same check as ours (without a migrate
      // function zustand would log an error and ignore it).
      migrate: (stored) => validSettings(stored),
      merge: (stored, current) => ({ ...current, ...validSettings(stored) }),
    },
  ),
);
