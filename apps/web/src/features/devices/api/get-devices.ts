import { memberDevicesSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMemberDevices(signal?: AbortSignal) {
  return apiFetch('/users/me/devices', {
    auth: 'member',
    schema: memberDevicesSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET /users/me/devices: the member's devices and latest sign-ins and money moves. Keyed under `me`, so it
 * is forgotten with the rest of the member's data when they sign out.
 */
export function useMemberDevices() {
  return useQuery({
    queryKey: [...queryKeys.me, 'devices'],
    queryFn: ({ signal }) => getMemberDevices(signal),
  });
}
