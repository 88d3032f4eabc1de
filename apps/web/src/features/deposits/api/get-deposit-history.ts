import { depositHistorySchema, type HistoryQuery } from '@earnflow/contracts';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

/**
 * The member's deposits matching the filters, newest first, a page at a time; a failure is logged and
 * reads as an empty list (spec §8).
 */
export function useDepositHistory(query: HistoryQuery) {
  return useCursorList({
    queryKey: [...queryKeys.memberDeposits, 'history'],
    path: '/deposits/history',
    query,
    schema: depositHistorySchema,
    failureMessage: 'Could not load the deposit history.',
  });
}
