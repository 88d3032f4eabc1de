import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import WithdrawalHistoryPage from './withdrawal-history';

const withdrawal = {
  id: '6f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  amount: 20,
  fee: 0.5,
  payout: 19.5,
  status: 'PENDING',
  paymentMethod: 'NAYAPAY',
  createdAt: '2025-03-05T14:07:00.000Z',
  removed: null,
};

describe('Withdrawal History', () => {
  it('names a refused withdrawal once: "Rejected" on its card and in the status dropdown, sent as REJECTED', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse([{ ...withdrawal, status: 'REJECTED' }]));
    renderRoutes([{ path: '/', element: <WithdrawalHistoryPage /> }]);

    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('Rejected', { selector: 'span' })).toBeTruthy();
    expect(card.textContent).toContain('$20 returned to your balance');
    const status = screen.getByLabelText('Status');
    const labels = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['All', 'Pending', 'Rejected', 'Completed', 'Removed']);
    expect(labels).not.toContain('Failed');
    await userEvent.selectOptions(status, 'Rejected');
    await waitFor(() => {
      const last = new URL(requests.at(-1)?.url ?? '', 'http://x');
      expect(last.pathname).toBe('/api/withdraw/history');
      expect(last.searchParams.get('status')).toBe('REJECTED');
    });
  });

  it('reads a withdrawal an admin removed as Removed, with the reason and the amount returned', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() =>
      jsonResponse([
        {
          ...withdrawal,
          status: 'REJECTED',
          removed: {
            at: '2025-03-05T15:00:00.000Z',
            reason: 'The account number does not match the holder.',
          },
        },
      ]),
    );
    renderRoutes([{ path: '/', element: <WithdrawalHistoryPage /> }]);

    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('Removed', { selector: 'span' })).toBeTruthy();
    expect(within(card).queryByText('Rejected', { selector: 'span' })).toBeNull();
    expect(card.textContent).toContain('Reason: The account number does not match the holder.');
    expect(card.textContent).toContain('$20 returned to your balance');
  });
});
