import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { useRedeemCode } from './bonuses';

function RedeemButton() {
  const redeem = useRedeemCode();
  return (
    <button
      type="button"
      onClick={() => redeem.mutate({ body: { code: 'WELCOME' }, idempotencyKey: 'key-1' })}
    >
      Redeem
    </button>
  );
}

describe('useRedeemCode', () => {
  it('refreshes the earnings history, the balance and the profile once a code is redeemed', async () => {
    mockFetch(() => jsonResponse({ code: 'WELCOME', amount: 5 }));
    localStorage.setItem('userToken', 'token');
    const { queryClient } = renderRoutes([{ path: '/', element: <RedeemButton /> }]);
    const refreshed = [[...queryKeys.earnings, 'history'], queryKeys.wallet, queryKeys.me];
    for (const queryKey of refreshed) queryClient.setQueryData(queryKey, {});

    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => {
      for (const queryKey of refreshed) expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    });
  });
});
