import { depositSchema, type CreateDepositBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

// The screen reads only these fields of the created deposit.
const createdDepositSchema = depositSchema.pick({
  id: true,
  amount: true,
  paymentMethod: true,
  status: true,
  createdAt: true,
});

export function createDeposit({ body, idempotencyKey }: MoneyRequest<CreateDepositBody>) {
  return apiFetch('/deposits', {
    method: 'POST',
    auth: 'member',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    schema: createdDepositSchema,
  });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.memberDeposits].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
