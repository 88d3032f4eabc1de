import { userLoginResponseGuard, type LoginBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { memberQueryKeys } from '@/lib/query-keys';
import { saveMemberSession } from '@/lib/session';

export function login(body: LoginBody) {
  return apiFetch('/users/login', { method: 'POST', body, schema: userLoginResponseGuard });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
      saveMemberSession(token, user);
    },
  });
}
