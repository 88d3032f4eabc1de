import { liveOfferListSchema, redeemResultSchema } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

export function redeemCode({ body, idempotencyKey }: MoneyRequest<{ code: string }>) {
  return apiFetch('/redeem', {
    method: 'POST',
    auth: 'member',
    body,
    headers: idempotencyHeaders(idempotencyKey),
    schema: redeemResultSchema,
  });
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () =>
      Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.earnings].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** GET /offers: the hot offers live now. */
export function useOffers() {
  return useQuery({
    queryKey: queryKeys.offers,
    queryFn: ({ signal }) => apiFetch('/offers', { auth: 'member', schema: liveOfferListSchema, signal }),
  });
}
