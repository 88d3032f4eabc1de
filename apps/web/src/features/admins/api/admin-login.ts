import {
  adminLoginResponseSchema,
  adminSessionSchema,
  type AdminLoginBody,
  type AdminSession,
  type AdminTwoFactorLoginBody,
} from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveAdminSession } from '@/lib/session';

export function adminLogin(body: AdminLoginBody) {
  return apiFetch('/admins/login', { method: 'POST', body, schema: adminLoginResponseSchema });
}

export function adminLoginWithCode(body: AdminTwoFactorLoginBody) {
  return apiFetch('/admins/login/two-factor', { method: 'POST', body, schema: adminSessionSchema });
}

function useStartSession() {
  const queryClient = useQueryClient();
  return ({ token, admin }: AdminSession) => {
    queryClient.removeQueries({ queryKey: queryKeys.admin });
    saveAdminSession(token, admin);
    queryClient.setQueryData(queryKeys.adminMe, admin);
  };
}

/** POST /admins/login: a session, or (two-factor sign-in on) a challenge for the code. */
export function useAdminLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
    },
  });
}

/** POST /admins/login/two-factor: the 6-digit code (or a recovery code) after the password. */
export function useAdminLoginWithCode() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: adminLoginWithCode, onSuccess: startSession });
}
