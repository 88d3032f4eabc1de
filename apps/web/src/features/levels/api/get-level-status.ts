import { levelStatusGuard } from '@earnflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /levels/me: the member's level, today's progress, the streak and the next level up. */
export const levelStatusQuery = queryOptions({
  queryKey: [...queryKeys.levels, 'me'],
  queryFn: () => apiFetch('/levels/me', { auth: 'member', schema: levelStatusGuard }),
});

export function useLevelStatus() {
  return useQuery(levelStatusQuery);
}
