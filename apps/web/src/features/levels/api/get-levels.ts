import { levelListSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /levels as a member: the active levels, lowest first. */
export function useLevels() {
  return useQuery({
    queryKey: [...queryKeys.levels, 'list'],
    queryFn: () => apiFetch('/levels', { auth: 'member', schema: levelListSchema }),
  });
}
