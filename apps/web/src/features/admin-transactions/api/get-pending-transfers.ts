import { transferPageSchema } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const TRANSFERS_PAGE_SIZE = 20;

export function getPendingTransfers(page: number, signal?: AbortSignal) {
  return apiFetch(withQuery('/transfers', { status: 'PENDING', page, pageSize: TRANSFERS_PAGE_SIZE }), {
    auth: 'admin',
    schema: transferPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /transfers?status=PENDING: transfers waiting for an admin to complete or reject them. */
export function usePendingTransfers(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminTransfers, 'PENDING', page],
    queryFn: ({ signal }) => getPendingTransfers(page, signal),
    placeholderData: keepPreviousData,
  });
}
