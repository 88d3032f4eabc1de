import { linkedAccountsSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMemberLinks(id: string, signal?: AbortSignal) {
  return apiFetch(`/users/${encodeURIComponent(id)}/links`, {
    auth: 'admin',
    schema: linkedAccountsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /users/{id}/links: the members linked to this one, and why. */
export function useMemberLinks(id: string) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, id, 'links'],
    queryFn: ({ signal }) => getMemberLinks(id, signal),
  });
}
