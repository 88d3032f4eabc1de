import { currentUserGuard } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getMemberToken } from '@/lib/session';

export function getMe() {
  return apiFetch('/users/me', { auth: 'member', schema: currentUserGuard });
}

/** The signed-in member (GET /users/me); idle while no member token is stored. */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: getMe,
    enabled: getMemberToken() !== null,
  });
}
