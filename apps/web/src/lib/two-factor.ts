import { recoveryCodesSchema, twoFactorSetupSchema } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whose two-factor sign-in: a member's (/users/me) or an admin's (/admins/me); the calls are the same. */
export type TwoFactorAccount = 'member' | 'admin';

const accounts = {
  member: { base: '/users/me/two-factor', me: queryKeys.me },
  admin: { base: '/admins/me/two-factor', me: queryKeys.adminMe },
} as const;

/**
 * POST …/two-factor/setup with the password (a new secret and its otpauth address), …/enable with a code
 * (the recovery codes, once) and …/disable with the password; the latter two refresh "me".
 */
export function useTwoFactor(account: TwoFactorAccount) {
  const { base, me } = accounts[account];
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: me });
  const setup = useMutation({
    mutationFn: (password: string) =>
      apiFetch(`${base}/setup`, {
        method: 'POST',
        auth: account,
        body: { password },
        schema: twoFactorSetupSchema,
      }),
  });
  const enable = useMutation({
    mutationFn: (code: string) =>
      apiFetch(`${base}/enable`, {
        method: 'POST',
        auth: account,
        body: { code },
        schema: recoveryCodesSchema,
      }),
    onSuccess: refresh,
  });
  const disable = useMutation({
    mutationFn: (password: string) =>
      apiFetch(`${base}/disable`, { method: 'POST', auth: account, body: { password } }),
    onSuccess: refresh,
  });
  return { setup, enable, disable };
}
