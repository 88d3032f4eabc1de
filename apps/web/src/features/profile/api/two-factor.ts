import { recoveryCodesSchema, twoFactorSetupSchema } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** POST /users/me/two-factor/setup with the password: a new secret and its otpauth address for the QR code. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('/users/me/two-factor/setup', {
        method: 'POST',
        auth: 'member',
        body: { password },
        schema: twoFactorSetupSchema,
      }),
  });
}

/** POST /users/me/two-factor/enable: confirms with a code; answers the recovery codes, once. */
export function useEnableTwoFactor() {
  const refresh = useRefreshMe();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch('/users/me/two-factor/enable', {
        method: 'POST',
        auth: 'member',
        body: { code },
        schema: recoveryCodesSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /users/me/two-factor/disable with the password. */
export function useDisableTwoFactor() {
  const refresh = useRefreshMe();
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('/users/me/two-factor/disable', { method: 'POST', auth: 'member', body: { password } }),
    onSuccess: refresh,
  });
}
