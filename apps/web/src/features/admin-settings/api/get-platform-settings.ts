import { platformSettingsSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPlatformSettings(signal?: AbortSignal) {
  return apiFetch('/settings', {
    auth: 'admin',
    schema: platformSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /settings: withdrawal rules and the payment-method accounts members deposit to. */
export function usePlatformSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: ({ signal }) => getPlatformSettings(signal),
    enabled,
  });
}
