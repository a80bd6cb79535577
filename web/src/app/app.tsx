import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useAppStore } from '../stores/app-store';
import { AppConfig } from './app-config';
import { router } from './router';

// antd renders static toasts and dialogs in their own root; this gives them the console's settings.
ConfigProvider.config({ holderRender: (children) => <AppConfig>{children}</AppConfig> });

/** The console: antd settings around the router. */
export function App() {
  const language = useAppStore((s) => s.language);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <AppConfig>
      <RouterProvider router={router} />
    </AppConfig>
  );
}
