import { aviatorRoundSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /aviator/rounds/{id}: the round; its crash point and seed only once it has ended. */
export function getRound(id: string, signal?: AbortSignal) {
  return apiFetch(`/aviator/rounds/${encodeURIComponent(id)}`, {
    auth: 'member',
    schema: aviatorRoundSchema,
    ...(signal === undefined ? {} : { signal }),
  });
}

export function useRound(id: string) {
  return useQuery({
    queryKey: [...queryKeys.aviator, 'round', id],
    queryFn: ({ signal }) => getRound(id, signal),
    retry: false,
  });
}
