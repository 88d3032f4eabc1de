import { adminSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getAdminToken } from '@/lib/session';

export function getAdminMe() {
  return apiFetch('/admins/me', { auth: 'admin', schema: adminSchema });
}

/** The signed-in admin (GET /admins/me); idle while no admin token is stored. */
export function useAdminMe() {
  return useQuery({
    queryKey: queryKeys.adminMe,
    queryFn: getAdminMe,
    enabled: getAdminToken() !== null,
  });
}
