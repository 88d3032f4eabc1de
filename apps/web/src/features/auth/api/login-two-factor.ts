import { userLoginResponseGuard, type MemberTwoFactorLoginBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { startMemberSession } from './login';

/** POST /users/login/two-factor: the challenge from the password step and the authenticator code. */
export function loginWithSecondFactor(body: MemberTwoFactorLoginBody) {
  return apiFetch('/users/login/two-factor', { method: 'POST', body, schema: userLoginResponseGuard });
}

export function useLoginWithSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithSecondFactor,
    onSuccess: (session) => startMemberSession(queryClient, session),
  });
}
