import { watchListGuard } from '@earnflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WatchKind = 'ads' | 'videos';

/** GET /ads or GET /videos: today's items with what each pays and what was already watched today. */
export function watchListQuery(kind: WatchKind) {
  return queryOptions({
    queryKey: [...queryKeys.rewards, kind],
    queryFn: () => apiFetch(`/${kind}`, { auth: 'member', schema: watchListGuard }),
  });
}

export function useWatchList(kind: WatchKind) {
  return useQuery(watchListQuery(kind));
}
