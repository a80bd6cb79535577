import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { uiLocale } from '../lib/ui-locale';
import { antdSizeOf } from '../lib/ui-size';
import { type AppState, useAppStore } from '../stores/app-store';
import { type SettingsState, useSettingsStore } from '../stores/settings-store';

/**
 * The layout's own CSS reads `<html data-theme>` (dark or light colours) and `--app-theme-color`
 * (progress bar, focus rings). Applied from the store, not from an effect, so a reload in dark
 * mode is dark from its first paint.
 */
function applyDocumentTheme({ darkMode, theme }: Pick<SettingsState, 'darkMode' | 'theme'>): void {
  document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  document.documentElement.style.setProperty('--app-theme-color', theme);
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
 * (B-H6, B-H8) and dark mode. Also wraps antd's static toasts and dialogs (above), so they match
 * the page.
 */
export function AppConfig({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const primary = useSettingsStore((s) => s.theme);
  const darkMode = useSettingsStore((s) => s.darkMode);
  const { componentSize, compact } = antdSizeOf(size);

  const theme = useMemo<ThemeConfig>(
    () => ({
      token: {
        colorPrimary: primary,
        colorSuccess: '#13ce66',
        colorWarning: '#ffba00',
        colorError: '#ff4949',
        // Dialogs and popups above the fixed sidebar (z-index 1001) and the fixed header.
        zIndexPopupBase: 2000,
      },
      algorithm: [
        darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        ...(compact ? [antdTheme.compactAlgorithm] : []),
      ],
    }),
    [primary, compact, darkMode],
  );

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
