import { userLoginResultGuard, type LoginBody, type UserLoginResponse } from '@earnflow/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { memberQueryKeys } from '@/lib/query-keys';
import { saveMemberSession } from '@/lib/session';

/** POST /users/login: a session, or (two-factor sign-in on) a challenge for the authenticator code. */
export function login(body: LoginBody) {
  return apiFetch('/users/login', { method: 'POST', body, schema: userLoginResultGuard });
}

/** Stores a new member session; nothing cached for the member signed in before stays. */
export function startMemberSession(queryClient: QueryClient, { token, user }: UserLoginResponse) {
  for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
  saveMemberSession(token, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) startMemberSession(queryClient, answer);
    },
  });
}
