import { messageResponseSchema, type VerifyOtpBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function verifyOtp(body: VerifyOtpBody) {
  return apiFetch('/users/verify-otp', { method: 'POST', body, schema: messageResponseSchema });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
