import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage } from '../lib/i18n';
import { antdLocales } from './antd-locale';
import { FeedbackBridge } from './feedback-bridge';
import { watchRouter } from './route-guard';
import { routes } from './route-table';

const router = createBrowserRouter(routes);
watchRouter(() => router.state.initialized);

const queryClient = new QueryClient({
  // The API client already toasts every failure; retrying would toast it again.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The console: UI library settings, data cache and router around the route table. */
export function App() {
  const { i18n } = useTranslation();
  const language = currentLanguage();

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  return (
    // No space inserted between two CJK characters: labels read exactly as the catalogue says (登录).
    <ConfigProvider locale={antdLocales[language]} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
