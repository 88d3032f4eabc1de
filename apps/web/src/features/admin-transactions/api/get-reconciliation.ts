import { reconciliationSchema } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const reconciliationKey = [...queryKeys.adminLedger, 'reconcile'] as const;

/** GET /admin/reconcile: the newest stored check, or with `fresh` a check of the whole ledger now. */
export function getReconciliation({ fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {}) {
  return apiFetch(fresh ? '/admin/reconcile?fresh=true' : '/admin/reconcile', {
    auth: 'admin',
    schema: reconciliationSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The newest check of the books (the server repeats it every 10 minutes). */
export function useReconciliation() {
  return useQuery({ queryKey: reconciliationKey, queryFn: ({ signal }) => getReconciliation({ signal }) });
}

/** Checks the whole ledger now, on the operator's word, and shows that answer. */
export function useRecheckLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getReconciliation({ fresh: true }),
    onSuccess: (reconciliation) => queryClient.setQueryData(reconciliationKey, reconciliation),
  });
}
