import { postbackPageSchema } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { withQuery } from '@/lib/query-string';

export const POSTBACKS_PAGE_SIZE = 20;

/** GET /ad-networks/{id}/postbacks: every postback the network sent, newest first. */
export function useAdNetworkPostbacks(networkId: string, page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminAdNetworks, 'postbacks', networkId, page],
    queryFn: ({ signal }) =>
      apiFetch(
        withQuery(`/ad-networks/${encodeURIComponent(networkId)}/postbacks`, {
          page,
          pageSize: POSTBACKS_PAGE_SIZE,
        }),
        { auth: 'admin', schema: postbackPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
