import { currentUserGuard } from '@earnflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getMemberToken } from '@/lib/session';

export function getMe() {
  return apiFetch('/users/me', { auth: 'member', schema: currentUserGuard });
}

export const meQuery = queryOptions({ queryKey: queryKeys.me, queryFn: getMe });

/** The signed-in member (GET /users/me); idle while no member token is stored. */
export function useMe() {
  return useQuery({ ...meQuery, enabled: getMemberToken() !== null });
}
