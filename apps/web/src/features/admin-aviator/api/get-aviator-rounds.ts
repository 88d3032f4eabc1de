import { adminAviatorRoundPageSchema } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const ROUNDS_PAGE_SIZE = 20;

/** GET /admin/aviator/rounds: every member's rounds, newest first, a page at a time. */
export function useAviatorRounds(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminAviator, 'rounds', page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/admin/aviator/rounds', { page, pageSize: ROUNDS_PAGE_SIZE }), {
        auth: 'admin',
        schema: adminAviatorRoundPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
