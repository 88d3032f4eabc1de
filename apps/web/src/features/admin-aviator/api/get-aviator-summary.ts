import { aviatorSummarySchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/aviator/summary: the house's result per day over the last `days` days. */
export function useAviatorSummary(days: number) {
  return useQuery({
    queryKey: [...queryKeys.adminAviator, 'summary', days],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/admin/aviator/summary', { days }), {
        auth: 'admin',
        schema: aviatorSummarySchema,
        signal,
      }),
  });
}
