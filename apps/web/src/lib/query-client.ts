import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/**
 * Calls go out whether or not the browser says it is online (networkMode 'always'): a request that cannot
 * be sent fails at once with the screen's own failure text, instead of waiting paused (an admin's
 * 'Updating status...' hanging) and then firing on its own when the connection comes back. Lists refetch
 * on reconnect as usual.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        // While offline a retry cannot succeed; the refetch on reconnect brings the data instead.
        retry: (failureCount, error) => isTransient(error) && navigator.onLine && failureCount < MAX_RETRIES,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();
