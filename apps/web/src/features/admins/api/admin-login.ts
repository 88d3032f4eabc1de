import { adminLoginResponseSchema, type AdminLoginBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveAdminSession } from '@/lib/session';

export function adminLogin(body: AdminLoginBody) {
  return apiFetch('/admins/login', { method: 'POST', body, schema: adminLoginResponseSchema });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ token, admin }) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin });
      saveAdminSession(token, admin);
      queryClient.setQueryData(queryKeys.adminMe, admin);
    },
  });
}
