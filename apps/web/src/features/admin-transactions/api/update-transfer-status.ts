import { transferSchema, type UpdateTransferStatusBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface UpdateTransferStatusVariables {
  id: string;
  status: UpdateTransferStatusBody['status'];
}

export function updateTransferStatus({ id, status }: UpdateTransferStatusVariables) {
  return apiFetch(`/transfers/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    auth: 'admin',
    body: { status },
    schema: transferSchema,
  });
}

/** PATCH /transfers/{id}/status: COMPLETED credits the recipient, REJECTED refunds the sender. */
export function useUpdateTransferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransferStatus,
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminTransfers });
    },
  });
}
