import { watchListSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WatchKind = 'ads' | 'videos';

/** GET /ads or GET /videos: today's items with what each pays and what was already watched today. */
export function useWatchList(kind: WatchKind) {
  return useQuery({
    queryKey: [...queryKeys.rewards, kind],
    queryFn: () => apiFetch(`/${kind}`, { auth: 'member', schema: watchListSchema }),
  });
}
