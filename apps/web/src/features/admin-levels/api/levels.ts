import { levelListSchema, levelSchema, type LevelBody } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /levels as an admin: every level not deleted, lowest first. */
export function useAdminLevels() {
  return useQuery({
    queryKey: queryKeys.adminLevels,
    queryFn: () => apiFetch('/levels', { auth: 'admin', schema: levelListSchema }),
  });
}

export function saveLevel({ id, body }: { id: string | null; body: LevelBody }) {
  return apiFetch(id === null ? '/levels' : `/levels/${encodeURIComponent(id)}`, {
    method: id === null ? 'POST' : 'PATCH',
    auth: 'admin',
    body,
    schema: levelSchema,
  });
}

export function deleteLevel(id: string) {
  return apiFetch(`/levels/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' });
}

/** POST /levels or PATCH /levels/{id}; the list reloads afterwards. */
export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLevel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminLevels }),
  });
}

/** DELETE /levels/{id}: no longer sold; holders keep it until it expires. */
export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLevel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminLevels }),
  });
}
