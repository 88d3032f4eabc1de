import type { DeletePaymentBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteDeposit({ id, reason }: { id: string; reason: string }) {
  const body: DeletePaymentBody = { reason };
  return apiFetch(`/deposits/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin', body });
}

/**
 * DELETE /deposits/{id} with the reason the member reads (a soft delete); settles once the deposit list
 * has been reloaded.
 */
export function useDeleteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeposit,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminDeposits });
    },
  });
}
