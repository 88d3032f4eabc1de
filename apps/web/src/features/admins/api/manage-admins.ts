import {
  adminListItemSchema,
  adminPageSchema,
  createdAdminSchema,
  type CreateAdminBody,
  type UpdateAdminBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const ADMINS_PAGE_SIZE = 20;

export function getAdmins(page: number, signal?: AbortSignal) {
  return apiFetch(withQuery('/admins', { page, pageSize: ADMINS_PAGE_SIZE }), {
    auth: 'admin',
    schema: adminPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /admins (owner). */
export function useAdmins(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminAdmins, page],
    queryFn: ({ signal }) => getAdmins(page, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefreshAdmins() {
  const queryClient = useQueryClient();
  return async () => {
    // The signed-in admin may have renamed themselves.
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminMe });
    await queryClient.invalidateQueries({ queryKey: queryKeys.adminAdmins });
  };
}

/** POST /admins: answers the one-time password, shown once. */
export function useCreateAdmin() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (body: CreateAdminBody) =>
      apiFetch('/admins', { method: 'POST', auth: 'admin', body, schema: createdAdminSchema }),
    onSettled: refresh,
  });
}

/** PATCH /admins/{id}: name, role, or ACTIVE/DISABLED. */
export function useUpdateAdmin() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAdminBody }) =>
      apiFetch(`/admins/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: 'admin',
        body: changes,
        schema: adminListItemSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /admins/{id}/two-factor/reset: an owner turns off another admin's two-factor sign-in. */
export function useResetAdminTwoFactor() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/admins/${encodeURIComponent(id)}/two-factor/reset`, {
        method: 'POST',
        auth: 'admin',
        schema: adminListItemSchema,
      }),
    onSettled: refresh,
  });
}

/** DELETE /admins/{id}: refused (409) for an admin who acted; they are disabled instead. */
export function useDeleteAdmin() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/admins/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' }),
    onSettled: refresh,
  });
}
