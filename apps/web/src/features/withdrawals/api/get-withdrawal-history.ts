import { withdrawalHistorySchema, type HistoryQuery } from '@earnflow/contracts';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

/**
 * The member's withdrawals matching the filters, newest first, a page at a time; a failure is logged
 * and reads as an empty list (spec §8).
 */
export function useWithdrawalHistory(query: HistoryQuery) {
  return useCursorList({
    queryKey: [...queryKeys.memberWithdrawals, 'history'],
    path: '/withdraw/history',
    query,
    schema: withdrawalHistorySchema,
    failureMessage: 'Could not load the withdrawal history.',
  });
}
