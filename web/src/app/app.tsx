// First: configures zod before any contract schema of the console exists.
import '../lib/zod-config';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppConfig } from './app-config';

// main.tsx loads the console through this module alone, so zod's setting above comes first.
export { createConsoleRouter, firstNavigation } from './router';

/** The console: antd settings around the router. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppConfig>
      <RouterProvider router={router} />
    </AppConfig>
  );
}
