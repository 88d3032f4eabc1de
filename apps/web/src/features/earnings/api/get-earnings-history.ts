import { earningHistorySchema, type EarningsHistoryQuery } from '@earnflow/contracts';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /wallets/history: the member's earnings matching the filters, newest first, a page at a time; a
 * failure is logged and reads as an empty list (spec §8).
 */
export function useEarningsHistory(query: Omit<EarningsHistoryQuery, 'limit' | 'cursor'>) {
  return useCursorList({
    queryKey: [...queryKeys.earnings, 'history'],
    path: '/wallets/history',
    query,
    schema: earningHistorySchema,
    failureMessage: 'Could not load the earnings history.',
  });
}
