import type { ChangePasswordBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return apiFetch('/users/change-password', { method: 'POST', auth: 'member', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
