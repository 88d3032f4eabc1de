import { fraudSettingsSchema, type FraudSettings } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { fraudSettingsKey } from './get-fraud-settings';

export function updateFraudSettings(body: FraudSettings) {
  return apiFetch('/fraud/settings', {
    method: 'PUT',
    auth: 'admin',
    body,
    schema: fraudSettingsSchema,
  });
}

/** PUT /fraud/settings; the answer is the saved settings, kept as the cached GET. */
export function useUpdateFraudSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFraudSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(fraudSettingsKey, settings);
    },
  });
}
