import { depositPageSchema, type DepositStatus } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

/** Spec §9: the admin deposit list shows 20 rows a page. */
export const DEPOSITS_PAGE_SIZE = 20;

/** The query of GET /deposits (the contract's adminListQuerySchema). */
export interface AdminDepositsQuery {
  page: number;
  pageSize: number;
  status?: DepositStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export function getAdminDeposits(query: AdminDepositsQuery, signal?: AbortSignal) {
  return apiFetch(withQuery('/deposits', { ...query }), {
    auth: 'admin',
    schema: depositPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /deposits: one page, newest first, filtered and paged by the server. */
export function useAdminDeposits(query: AdminDepositsQuery) {
  return useQuery({
    queryKey: [...queryKeys.adminDeposits, query],
    queryFn: ({ signal }) => getAdminDeposits(query, signal),
    // The rows on screen stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
