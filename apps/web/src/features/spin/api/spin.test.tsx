import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderRoutes } from '@/test/utils';
import { spinKeys, useRefreshAfterSpin } from './spin';

function RefreshButton() {
  const refresh = useRefreshAfterSpin();
  return (
    <button type="button" onClick={() => void refresh()}>
      Refresh
    </button>
  );
}

describe('useRefreshAfterSpin', () => {
  it('refreshes the earnings history with the wheel, the spins, the balance and the profile', async () => {
    const { queryClient } = renderRoutes([{ path: '/', element: <RefreshButton /> }]);
    const refreshed = [
      [...queryKeys.earnings, 'history'],
      spinKeys.state,
      [...spinKeys.history, {}, 20],
      queryKeys.wallet,
      queryKeys.me,
    ];
    for (const queryKey of refreshed) queryClient.setQueryData(queryKey, {});

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => {
      for (const queryKey of refreshed) expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    });
  });
});
