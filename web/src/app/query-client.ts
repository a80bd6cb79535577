import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in pages; only the layout's chunk loads it. */
export const queryClient = new QueryClient({
  // The API client already toasts every failure; retrying would toast it again.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
