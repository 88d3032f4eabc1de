import { offerwallListSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /offerwalls: the connected offerwalls, each with the member's signed link. */
export function useOfferwalls() {
  return useQuery({
    queryKey: queryKeys.offerwalls,
    queryFn: ({ signal }) => apiFetch('/offerwalls', { auth: 'member', schema: offerwallListSchema, signal }),
  });
}
