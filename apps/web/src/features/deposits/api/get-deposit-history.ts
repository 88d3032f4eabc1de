import { depositHistorySchema, type HistoryQuery } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export function getDepositHistory(query: HistoryQuery) {
  return apiFetch(withQuery('/deposits/history', { ...query }), {
    auth: 'member',
    schema: depositHistorySchema,
  });
}

/** The member's deposits matching the filters; a failure is logged and reads as an empty list (spec §8). */
export function useDepositHistory(query: HistoryQuery) {
  const result = useQuery({
    queryKey: [...queryKeys.memberDeposits, 'history', query],
    queryFn: () => getDepositHistory(query),
  });
  const { error } = result;
  useEffect(() => {
    if (error) console.warn('Could not load the deposit history.', error);
  }, [error]);
  return result;
}
