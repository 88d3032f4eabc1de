import { walletMovementListSchema } from '@earnflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

const movementsKey = [...queryKeys.wallet, 'movements'];

/**
 * The movements of the member's wallet, newest first, a page at a time. `failed` is true when the first
 * page could not be loaded (not an empty wallet); `retry` asks for it again.
 */
export function useWalletMovements() {
  const queryClient = useQueryClient();
  const list = useCursorList({
    queryKey: movementsKey,
    path: '/wallets/movements',
    schema: walletMovementListSchema,
    failureMessage: 'Could not load the wallet movements.',
  });
  return {
    ...list,
    failed: !list.isPending && list.items === undefined,
    retry: () => void queryClient.refetchQueries({ queryKey: movementsKey }),
  };
}
