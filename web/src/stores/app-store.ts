import Cookies from 'js-cookie';
import { create } from 'zustand';
import { currentLanguage, type Language, setLanguage } from '../lib/i18n';
import { loadUiLocale } from '../lib/ui-locale';
import { type Size, startSize } from '../lib/ui-size';

export type Device = 'desktop' | 'mobile';

/** Cookies of B-A2: path `/`, no expiry. */
const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
  /** B-E4: opens or closes the sidebar with animation and remembers it (1 open, 0 closed). */
  toggleSidebar(): void;
  /** B-E8/B-E10: closes the sidebar, on mobile without animation, and remembers it. */
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(device: Device): void;
  /** B-F22/B-K4: applies a language at once (texts, antd, dates) and remembers it. */
  setLanguage(language: Language): Promise<void>;
  /** B-F20: applies a size to every antd component and remembers it. */
  setSize(size: Size): void;
}

function writeSidebar(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { path: '/' });
}

export const useAppStore = create<AppState>()((set, get) => ({
  // B-E3: collapsed only when the cookie says 0.
  sidebar: { opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
  device: 'desktop',
  language: currentLanguage(),
  size: startSize(Cookies.get(SIZE_COOKIE)),

  toggleSidebar() {
    const opened = !get().sidebar.opened;
    writeSidebar(opened);
    set({ sidebar: { opened, withoutAnimation: false } });
  },

  closeSidebar(withoutAnimation) {
    writeSidebar(false);
    set({ sidebar: { opened: false, withoutAnimation } });
  },

  setDevice: (device) => set({ device }),

  async setLanguage(language) {
    await loadUiLocale(language);
    await setLanguage(language);
    set({ language });
  },

  setSize(size) {
    Cookies.set(SIZE_COOKIE, size, { path: '/' });
    set({ size });
  },
}));
