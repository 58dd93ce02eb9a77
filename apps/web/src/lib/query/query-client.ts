import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Server state caching: no retries for client errors, a short freshness window. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The app's one query cache. React code reaches it through useQueryClient(); this export is for
 * code outside React (the 419 handler) and for main.tsx, which provides it.
 */
export const appQueryClient = createQueryClient();
