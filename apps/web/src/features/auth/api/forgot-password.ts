import { messageResponseSchema, type EmailBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function forgotPassword(body: EmailBody) {
  return apiFetch('/users/forgot-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
