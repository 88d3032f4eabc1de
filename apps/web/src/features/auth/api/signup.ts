import { signupResponseSchema, type SignupBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function signup(body: SignupBody) {
  return apiFetch('/users/signup', { method: 'POST', body, schema: signupResponseSchema });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
