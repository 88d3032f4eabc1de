import { platformSettingsSchema, type UpdateSettingsBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function updatePlatformSettings(body: UpdateSettingsBody) {
  return apiFetch('/settings', {
    method: 'PATCH',
    auth: 'admin',
    body,
    schema: platformSettingsSchema,
  });
}

/** PATCH /settings; the answer is the whole saved settings, kept as the cached GET /settings. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.adminSettings, settings);
    },
  });
}
