import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteDeposit(id: string) {
  return apiFetch(`/deposits/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' });
}

/** DELETE /deposits/{id} (a soft delete); settles once the deposit list has been reloaded. */
export function useDeleteDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeposit,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminDeposits });
    },
  });
}
