import { withdrawalReviewSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getWithdrawalReview(id: string, signal?: AbortSignal) {
  return apiFetch(`/withdraw/${encodeURIComponent(id)}/review`, {
    auth: 'admin',
    schema: withdrawalReviewSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Apart from the withdrawal lists: a decision reloads those while its own screen is still open. */
export const withdrawalReviewKey = (id: string) => [...queryKeys.admin, 'withdrawal-review', id];

/** GET /withdraw/{id}/review: the withdrawal, its risk, the member's links, cheat log and recent activity. */
export function useWithdrawalReview(id: string) {
  return useQuery({
    queryKey: withdrawalReviewKey(id),
    queryFn: ({ signal }) => getWithdrawalReview(id, signal),
  });
}
