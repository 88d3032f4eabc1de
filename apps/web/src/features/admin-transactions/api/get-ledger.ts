import { ledgerPageSchema, type LedgerTransactionKind } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const LEDGER_PAGE_SIZE = 20;

/** The query of GET /admin/ledger (the contract's ledgerQuerySchema). */
export interface LedgerQuery {
  page: number;
  search?: string | undefined;
  kind?: LedgerTransactionKind | undefined;
}

export function getLedger({ page, search, kind }: LedgerQuery, signal?: AbortSignal) {
  return apiFetch(withQuery('/admin/ledger', { page, pageSize: LEDGER_PAGE_SIZE, search, kind }), {
    auth: 'admin',
    schema: ledgerPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /admin/ledger: ledger entries, newest first, searched and paged by the server. */
export function useLedger(query: LedgerQuery) {
  return useQuery({
    queryKey: [...queryKeys.adminLedger, 'entries', query],
    queryFn: ({ signal }) => getLedger(query, signal),
    placeholderData: keepPreviousData,
  });
}
