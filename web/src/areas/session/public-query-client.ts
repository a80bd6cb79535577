import { QueryClient } from '@tanstack/react-query';

/**
 * The data cache of the session area's public screens (the QR dialog on the login page and
 * `/auth-redirect`). They render outside the signed-in layout, which is where the console's own
 * QueryClientProvider lives, so they bring this one. Settings as the console's: the API client
 * already toasts every failure, and a retry would toast it again.
 */
export const publicQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
