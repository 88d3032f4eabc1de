import {
  spinHistorySchema,
  spinResultSchema,
  spinStateSchema,
  type SpinHistoryQuery,
} from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorList } from '@/hooks/use-cursor-list';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';

export const spinKeys = {
  state: [...queryKeys.spin, 'state'],
  history: [...queryKeys.spin, 'history'],
} as const;

/** GET /spin: the wheel's segments and the spins left today. */
export function useSpinState() {
  return useQuery({
    queryKey: spinKeys.state,
    queryFn: ({ signal }) => apiFetch('/spin', { auth: 'member', schema: spinStateSchema, signal }),
  });
}

/** POST /spin: the server draws; the wheel only shows what it answered. */
export function spin(idempotencyKey: string) {
  return apiFetch('/spin', {
    method: 'POST',
    auth: 'member',
    headers: idempotencyHeaders(idempotencyKey),
    schema: spinResultSchema,
  });
}

export function useSpin() {
  return useMutation({ mutationFn: spin });
}

/** Refreshes what a finished spin changed, once the wheel has stopped. */
export function useRefreshAfterSpin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.me, queryKeys.wallet, queryKeys.spin, queryKeys.earnings].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSpinHistory(query: Omit<SpinHistoryQuery, 'limit' | 'cursor'>) {
  return useCursorList({
    queryKey: spinKeys.history,
    path: '/spin/history',
    query,
    schema: spinHistorySchema,
    failureMessage: 'Could not load the spin history.',
  });
}
