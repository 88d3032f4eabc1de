import { cheatLogSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMemberCheats(id: string, signal?: AbortSignal) {
  return apiFetch(`/users/${encodeURIComponent(id)}/cheats`, {
    auth: 'admin',
    schema: cheatLogSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /users/{id}/cheats: the member's refused earning attempts, counted by kind, and the latest ones. */
export function useMemberCheats(id: string) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, id, 'cheats'],
    queryFn: ({ signal }) => getMemberCheats(id, signal),
  });
}
