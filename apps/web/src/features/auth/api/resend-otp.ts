import { messageResponseSchema, type EmailBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function resendOtp(body: EmailBody) {
  return apiFetch('/users/resend-otp', { method: 'POST', body, schema: messageResponseSchema });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
