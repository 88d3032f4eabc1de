import type { DeletePaymentBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteWithdrawal({ id, reason }: { id: string; reason: string }) {
  const body: DeletePaymentBody = { reason };
  return apiFetch(`/withdraw/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin', body });
}

/**
 * DELETE /withdraw/{id} with the reason the member reads (a soft delete; a PENDING one is refunded first);
 * settles once the list reloaded.
 */
export function useDeleteWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWithdrawal,
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminWithdrawals });
    },
  });
}
