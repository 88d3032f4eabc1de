import { messageResponseSchema, type ResetPasswordBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return apiFetch('/users/reset-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
