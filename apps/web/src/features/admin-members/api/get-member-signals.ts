import { signalSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const signalsSchema = z.array(signalSchema);

export function getMemberSignals(id: string, signal?: AbortSignal) {
  return apiFetch(`/users/${encodeURIComponent(id)}/signals`, {
    auth: 'admin',
    schema: signalsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /users/{id}/signals: the member's latest sign-ins and money moves, with address and device. */
export function useMemberSignals(id: string) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, id, 'signals'],
    queryFn: ({ signal }) => getMemberSignals(id, signal),
  });
}
