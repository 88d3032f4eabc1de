import { fraudSettingsSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const fraudSettingsKey = [...queryKeys.adminSettings, 'fraud'];

export function getFraudSettings(signal?: AbortSignal) {
  return apiFetch('/fraud/settings', {
    auth: 'admin',
    schema: fraudSettingsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /fraud/settings: every timing and threshold of fraud defence. */
export function useFraudSettings() {
  return useQuery({ queryKey: fraudSettingsKey, queryFn: ({ signal }) => getFraudSettings(signal) });
}
