import {
  hotOfferPageSchema,
  hotOfferSchema,
  type CreateHotOfferBody,
  type UpdateHotOfferBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postUpload } from '@/lib/upload-file';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

export const HOT_OFFERS_PAGE_SIZE = 20;
const key = ['admin', 'hot-offers'] as const;

export function useHotOffers(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/hot-offers', { page, pageSize: HOT_OFFERS_PAGE_SIZE }), {
        auth: 'admin',
        schema: hotOfferPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveHotOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CreateHotOfferBody | UpdateHotOfferBody }) =>
      apiFetch(id ? `/hot-offers/${encodeURIComponent(id)}` : '/hot-offers', {
        method: id ? 'PATCH' : 'POST',
        auth: 'admin',
        body,
        schema: hotOfferSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteHotOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/hot-offers/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /admin/upload: an offer's image, shared by all admins. */
export function useUploadOfferImage() {
  return useMutation({ mutationFn: (file: File) => postUpload('/admin/upload', file) });
}
