import { withdrawalHistorySchema, type HistoryQuery } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export function getWithdrawalHistory(query: HistoryQuery) {
  return apiFetch(withQuery('/withdraw/history', { ...query }), {
    auth: 'member',
    schema: withdrawalHistorySchema,
  });
}

/** The member's withdrawals matching the filters; a failure is logged and reads as an empty list (spec §8). */
export function useWithdrawalHistory(query: HistoryQuery) {
  const result = useQuery({
    queryKey: [...queryKeys.memberWithdrawals, 'history', query],
    queryFn: () => getWithdrawalHistory(query),
  });
  const { error } = result;
  useEffect(() => {
    if (error) console.warn('Could not load the withdrawal history.', error);
  }, [error]);
  return result;
}
