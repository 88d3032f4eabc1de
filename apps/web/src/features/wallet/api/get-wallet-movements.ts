import { walletMovementListSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const RECENT_MOVEMENTS_LIMIT = 20;

export function getWalletMovements(limit = RECENT_MOVEMENTS_LIMIT) {
  return apiFetch(withQuery('/wallets/movements', { limit }), {
    auth: 'member',
    schema: walletMovementListSchema,
  });
}

/** The latest movements of the member's wallet, newest first; a failure is only logged. */
export function useWalletMovements(limit = RECENT_MOVEMENTS_LIMIT) {
  const query = useQuery({
    queryKey: [...queryKeys.wallet, 'movements', limit],
    queryFn: () => getWalletMovements(limit),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the wallet movements.', error);
  }, [error]);
  return query;
}
