import { withdrawalSchema, type WithdrawalStatus } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface UpdateWithdrawalStatusVariables {
  id: string;
  status: WithdrawalStatus;
}

export function updateWithdrawalStatus({ id, status }: UpdateWithdrawalStatusVariables) {
  return apiFetch(`/withdraw/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    auth: 'admin',
    body: { status },
    schema: withdrawalSchema,
  });
}

/** PATCH /withdraw/{id}/status; settles only once the withdrawal list has been reloaded. */
export function useUpdateWithdrawalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawalStatus,
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminWithdrawals });
    },
  });
}
