import { create } from 'zustand';
import { DEFAULT_SHOP_TITLE } from '../lib/shop-settings';

/**
 * Layout settings (B-H5): in memory only, back to these defaults on every reload. The settings
 * drawer of a later issue changes them; the shop title will come from configuration.
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
  change(changes: Partial<Omit<SettingsState, 'change'>>): void;
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  shopTitle: DEFAULT_SHOP_TITLE,
  theme: '#409EFF',
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
  change: (changes) => set(changes),
}));
