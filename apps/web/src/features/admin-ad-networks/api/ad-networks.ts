import {
  adNetworkListSchema,
  adNetworkSchema,
  createdAdNetworkSchema,
  type CreateAdNetworkBody,
  type UpdateAdNetworkBody,
} from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const key = queryKeys.adminAdNetworks;

/** GET /ad-networks: every connected network, never with its secret. */
export function useAdNetworks() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: ({ signal }) => apiFetch('/ad-networks', { auth: 'admin', schema: adNetworkListSchema, signal }),
  });
}

/** GET /ad-networks/{id}: one network's settings. */
export function useAdNetwork(id: string) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch(`/ad-networks/${encodeURIComponent(id)}`, { auth: 'admin', schema: adNetworkSchema, signal }),
  });
}

/** POST /ad-networks: answers the network with its secret, this once. */
export function useCreateAdNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdNetworkBody) =>
      apiFetch('/ad-networks', { method: 'POST', auth: 'admin', body, schema: createdAdNetworkSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PATCH /ad-networks/{id}: a new secret replaces the old one; the slug stays. */
export function useUpdateAdNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdNetworkBody }) =>
      apiFetch(`/ad-networks/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        schema: adNetworkSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /ad-networks/{id}: off the list and no longer answered; its history stays. */
export function useDeleteAdNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/ad-networks/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
