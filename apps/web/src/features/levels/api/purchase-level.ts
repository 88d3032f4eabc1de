import { levelPurchaseResponseSchema } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

export interface PurchaseLevelRequest {
  levelId: string;
  idempotencyKey: string;
}

export function purchaseLevel({ levelId, idempotencyKey }: PurchaseLevelRequest) {
  return apiFetch(`/levels/${encodeURIComponent(levelId)}/purchase`, {
    method: 'POST',
    auth: 'member',
    headers: idempotencyHeaders(idempotencyKey),
    schema: levelPurchaseResponseSchema,
  });
}

/** POST /levels/{id}/purchase; refreshes the member (status, balance), their level and today's ads. */
export function usePurchaseLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseLevel,
    onSuccess: async () => {
      await Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.levels, queryKeys.rewards].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
