import { adminSecurityPolicySchema, type AdminChangePasswordBody } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMe });
}

/** POST /admins/me/password: the admin's other sessions end. */
export function useChangeAdminPassword() {
  const refresh = useRefreshMe();
  return useMutation({
    mutationFn: (body: AdminChangePasswordBody) =>
      apiFetch('/admins/me/password', { method: 'POST', auth: 'admin', body }),
    onSuccess: refresh,
  });
}

/** POST /admins/me/sign-out-others. */
export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: () => apiFetch('/admins/me/sign-out-others', { method: 'POST', auth: 'admin' }),
  });
}

/** GET /admins/security-policy (owner). */
export function useSecurityPolicy(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminSecurityPolicy,
    queryFn: () => apiFetch('/admins/security-policy', { auth: 'admin', schema: adminSecurityPolicySchema }),
    enabled,
  });
}

/** PATCH /admins/security-policy: require two-factor sign-in for every admin. */
export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      apiFetch('/admins/security-policy', {
        method: 'PATCH',
        auth: 'admin',
        body: { requireTwoFactor },
        schema: adminSecurityPolicySchema,
      }),
    onSuccess: (policy) => queryClient.setQueryData(queryKeys.adminSecurityPolicy, policy),
  });
}
