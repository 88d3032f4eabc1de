import { aviatorSettingsSchema, type UpdateAviatorSettingsBody } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const settingsKey = [...queryKeys.adminAviator, 'settings'];

/** GET /admin/aviator/settings: the maximum bet and maximum win per round. */
export function useAviatorSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiFetch('/admin/aviator/settings', { auth: 'admin', schema: aviatorSettingsSchema }),
  });
}

export function useUpdateAviatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAviatorSettingsBody) =>
      apiFetch('/admin/aviator/settings', {
        method: 'PATCH',
        auth: 'admin',
        body,
        schema: aviatorSettingsSchema,
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
    },
  });
}
