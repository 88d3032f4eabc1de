import { watchCompleteGuard, watchStartGuard } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { WatchKind } from './get-watch-list';

/** POST /ads/{id}/start (or /videos): the server issues a view and starts its clock. */
export function startView(kind: WatchKind, id: string) {
  return apiFetch(`/${kind}/${encodeURIComponent(id)}/start`, {
    method: 'POST',
    auth: 'member',
    schema: watchStartGuard,
  });
}

/** POST /ads/views/{viewId}/complete (or /videos): credited only when the server agrees the time is up. */
export function completeView(kind: WatchKind, viewId: string) {
  return apiFetch(`/${kind}/views/${encodeURIComponent(viewId)}/complete`, {
    method: 'POST',
    auth: 'member',
    schema: watchCompleteGuard,
  });
}

export function useStartView(kind: WatchKind) {
  return useMutation({ mutationFn: (id: string) => startView(kind, id) });
}

/** Completes a view; refreshes the balance, the streak, today's list and the earnings history. */
export function useCompleteView(kind: WatchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (viewId: string) => completeView(kind, viewId),
    onSettled: async () => {
      await Promise.all(
        [queryKeys.me, queryKeys.wallet, queryKeys.levels, queryKeys.rewards, queryKeys.earnings].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
