import { adNetworkStatsSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { withQuery } from '@/lib/query-string';

export const STATS_DAYS = 30;

/** GET /ad-networks/stats: per network and day, newest day first; one network's with `networkId`. */
export function useAdNetworkStats(networkId?: string) {
  return useQuery({
    queryKey: [...queryKeys.adminAdNetworks, 'stats', networkId ?? 'all'],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/ad-networks/stats', { days: STATS_DAYS, networkId }), {
        auth: 'admin',
        schema: adNetworkStatsSchema,
        signal,
      }),
  });
}
