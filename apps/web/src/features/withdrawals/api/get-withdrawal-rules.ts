import { withdrawalRulesSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /withdraw/rules: the minimum amount and the fee an admin set. */
export function getWithdrawalRules() {
  return apiFetch('/withdraw/rules', { auth: 'member', schema: withdrawalRulesSchema });
}

export function useWithdrawalRules() {
  const query = useQuery({
    queryKey: [...queryKeys.memberWithdrawals, 'rules'],
    queryFn: getWithdrawalRules,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the withdrawal rules.', error);
  }, [error]);
  return query;
}
