import { walletMovementListSchema } from '@earnflow/contracts';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

/** The movements of the member's wallet, newest first, a page at a time. */
export function useWalletMovements() {
  return useCursorList({
    queryKey: [...queryKeys.wallet, 'movements'],
    path: '/wallets/movements',
    schema: walletMovementListSchema,
    failureMessage: 'Could not load the wallet movements.',
  });
}
