import { memberTransferSchema, type CreateTransferBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

/** POST /transfer: the amount leaves the sender's wallet at once and waits for an admin's verification. */
export function createTransfer({ body, idempotencyKey }: MoneyRequest<CreateTransferBody>) {
  return apiFetch('/transfer', {
    method: 'POST',
    auth: 'member',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    schema: memberTransferSchema,
  });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.memberTransfers].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
