import { depositSchema, type DepositStatus } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface UpdateDepositStatusVariables {
  id: string;
  status: DepositStatus;
}

export function updateDepositStatus({ id, status }: UpdateDepositStatusVariables) {
  return apiFetch(`/deposits/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    auth: 'admin',
    body: { status },
    schema: depositSchema,
  });
}

/** PATCH /deposits/{id}/status; settles only once the deposit list has been reloaded. */
export function useUpdateDepositStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositStatus,
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminDeposits });
    },
  });
}
