import { walletResponseSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getWallet() {
  return apiFetch('/wallets/me', { auth: 'member', schema: walletResponseSchema });
}

/** The member's wallet balance (GET /wallets/me). */
export function useWallet() {
  return useQuery({ queryKey: queryKeys.wallet, queryFn: getWallet });
}
