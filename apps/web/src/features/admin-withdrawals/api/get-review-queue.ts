import { adminWithdrawalPageSchema } from '@earnflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const REVIEW_QUEUE_PAGE_SIZE = 20;

export function getReviewQueue(page: number, signal?: AbortSignal) {
  return apiFetch(withQuery('/withdraw/review-queue', { page, pageSize: REVIEW_QUEUE_PAGE_SIZE }), {
    auth: 'admin',
    schema: adminWithdrawalPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET /withdraw/review-queue: the pending withdrawals held for review, oldest first. Its key sits under the
 * withdrawals', so whatever refreshes the withdrawal lists refreshes the queue too.
 */
export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminWithdrawals, 'review-queue', page],
    queryFn: ({ signal }) => getReviewQueue(page, signal),
    placeholderData: keepPreviousData,
  });
}
