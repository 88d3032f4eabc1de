import {
  redeemCodePageSchema,
  redeemCodeSchema,
  type CreateRedeemCodeBody,
  type UpdateRedeemCodeBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

export const REDEEM_CODES_PAGE_SIZE = 20;
const key = ['admin', 'redeem-codes'] as const;

export function useRedeemCodes(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/redeem-codes', { page, pageSize: REDEEM_CODES_PAGE_SIZE }), {
        auth: 'admin',
        schema: redeemCodePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRedeemCodeBody) =>
      apiFetch('/redeem-codes', { method: 'POST', auth: 'admin', body, schema: redeemCodeSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRedeemCodeBody }) =>
      apiFetch(`/redeem-codes/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        schema: redeemCodeSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
