import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { uiLocale } from '../lib/ui-locale';
import { antdSizeOf } from '../lib/ui-size';
import { useAppStore } from '../stores/app-store';
import { useSettingsStore } from '../stores/settings-store';

/**
 * antd's settings for the whole console: locale (B-K5), component size (B-F20) and theme colours
 * (B-H8). Also wraps antd's static toasts and dialogs (see app.tsx), so they match the page.
 */
export function AppConfig({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const primary = useSettingsStore((s) => s.theme);
  const { componentSize, compact } = antdSizeOf(size);

  const theme = useMemo<ThemeConfig>(
    () => ({
      token: {
        colorPrimary: primary,
        colorSuccess: '#13ce66',
        colorWarning: '#ffba00',
        colorError: '#ff4949',
      },
      ...(compact ? { algorithm: antdTheme.compactAlgorithm } : {}),
    }),
    [primary, compact],
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
