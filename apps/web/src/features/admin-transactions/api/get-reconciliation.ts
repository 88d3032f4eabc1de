import { reconciliationSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getReconciliation(signal?: AbortSignal) {
  return apiFetch('/admin/reconcile', {
    auth: 'admin',
    schema: reconciliationSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /admin/reconcile: stored balances against their entries; rechecked whenever the ledger changes. */
export function useReconciliation() {
  return useQuery({
    // Under the ledger key, so whatever refreshes the ledger also rechecks it.
    queryKey: [...queryKeys.adminLedger, 'reconcile'],
    queryFn: ({ signal }) => getReconciliation(signal),
  });
}
