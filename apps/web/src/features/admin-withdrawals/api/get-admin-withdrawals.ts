import { adminWithdrawalPageSchema, type WithdrawalStatus } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

/** Same page size as the deposit list (spec §9). */
export const WITHDRAWALS_PAGE_SIZE = 20;

/** The query of GET /withdraw (the contract's adminListQuerySchema). */
export interface AdminWithdrawalsQuery {
  page: number;
  pageSize: number;
  status?: WithdrawalStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export function getAdminWithdrawals(query: AdminWithdrawalsQuery, signal?: AbortSignal) {
  return apiFetch(withQuery('/withdraw', { ...query }), {
    auth: 'admin',
    schema: adminWithdrawalPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /withdraw: one page, newest first, filtered and paged by the server, each with its risk. */
export function useAdminWithdrawals(query: AdminWithdrawalsQuery) {
  return useQuery({
    queryKey: [...queryKeys.adminWithdrawals, query],
    queryFn: ({ signal }) => getAdminWithdrawals(query, signal),
    // The rows on screen stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}
