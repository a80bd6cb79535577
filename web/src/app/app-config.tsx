import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { consoleTheme, themeColours } from '../lib/theme/readable-theme';
import { uiLocale } from '../lib/ui-locale';
import { antdSizeOf } from '../lib/ui-size';
import { type AppState, useAppStore } from '../stores/app-store';
import { type SettingsState, useSettingsStore } from '../stores/settings-store';

/**
 * The layout's own CSS reads `<html data-theme>` (dark or light colours), `--app-theme-color`
 * (progress bar, focus rings, active tab: the primary as antd paints it, readable in this mode)
 * and `--app-theme-text` (text on it). Applied from the store, not from an effect, so a reload in
 * dark mode is dark from its first paint.
 */
function applyDocumentTheme({ darkMode, theme }: Pick<SettingsState, 'darkMode' | 'theme'>): void {
  const { primary, onPrimary } = themeColours(theme, darkMode);
  document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  document.documentElement.style.setProperty('--app-theme-color', primary);
  document.documentElement.style.setProperty('--app-theme-text', onPrimary);
}
applyDocumentTheme(useSettingsStore.getState());
useSettingsStore.subscribe(applyDocumentTheme);

function applyDocumentLanguage({ language }: Pick<AppState, 'language'>): void {
  document.documentElement.lang = language;
}
applyDocumentLanguage(useAppStore.getState());
useAppStore.subscribe(applyDocumentLanguage);

// antd renders static toasts and dialogs in their own root; this gives them the console's settings.
ConfigProvider.config({ holderRender: (children) => <AppConfig>{children}</AppConfig> });

/**
 * antd's settings for the whole console: locale (B-K5), component size (B-F20), theme colours
 * (B-H6, B-H8, readable in every mode) and dark mode. Also wraps antd's static toasts and dialogs (above), so they match
 * the page.
 */
export function AppConfig({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const primary = useSettingsStore((s) => s.theme);
  const darkMode = useSettingsStore((s) => s.darkMode);
  const { componentSize, compact } = antdSizeOf(size);

  // Colours derived from the preset so that every text keeps WCAG AA (issue 17 point 8).
  const theme = useMemo(() => consoleTheme(primary, darkMode, compact), [primary, compact, darkMode]);

  return (
    // No space inserted between two CJK characters: labels read exactly as the catalogue says (登录).
    <ConfigProvider
      locale={uiLocale(language)}
      componentSize={componentSize}
      theme={theme}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
