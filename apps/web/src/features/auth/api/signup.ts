import { signupResponseSchema, type SignupBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n/i18n';
import { apiFetch } from '@/lib/api-client';

/** Signs up in the language shown: the verification e-mail and later notifications are written in it. */
export function signup(body: SignupBody) {
  return apiFetch('/users/signup', {
    method: 'POST',
    body: { language: currentLanguage(), ...body },
    schema: signupResponseSchema,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
