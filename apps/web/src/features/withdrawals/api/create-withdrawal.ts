import { withdrawalSchema, type CreateWithdrawalBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

// The screen reads only these fields of the created withdrawal.
const createdWithdrawalSchema = withdrawalSchema.pick({
  id: true,
  amount: true,
  fee: true,
  payout: true,
  paymentMethod: true,
  status: true,
  createdAt: true,
});

export function createWithdrawal({ body, idempotencyKey }: MoneyRequest<CreateWithdrawalBody>) {
  return apiFetch('/withdraw', {
    method: 'POST',
    auth: 'member',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    schema: createdWithdrawalSchema,
  });
}

/** The amount is held from the wallet at once, so the balance queries are refreshed on success. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.memberWithdrawals].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
