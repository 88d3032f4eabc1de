import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import DepositHistoryPage from './deposit-history';

const deposit = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  amount: 20.5,
  status: 'FAILED',
  paymentMethod: 'BINANCE',
  transactionId: 'TX-1',
  createdAt: '2025-03-05T14:07:00.000Z',
};

describe('Deposit History', () => {
  it('sends the filters as query parameters and writes FAILED as Rejected', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse([deposit]));
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);

    expect(screen.getByRole('status', { name: 'Loading history' })).toBeTruthy();
    expect(await screen.findByText('$20.50')).toBeTruthy();
    expect(screen.getByText('Rejected', { selector: 'span' })).toBeTruthy();
    const first = new URL(requests[0]?.url ?? '', 'http://x');
    expect(first.pathname).toBe('/api/deposits/history');
    expect(first.searchParams.has('paymentMethod')).toBe(false);
    expect(new Date(first.searchParams.get('endDate') ?? '').getHours()).toBe(23);

    fireEvent.click(screen.getByRole('button', { name: 'Tron (TRC20)' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'COMPLETED' } });
    await waitFor(() => {
      const last = new URL(requests.at(-1)?.url ?? '', 'http://x');
      expect(last.searchParams.get('paymentMethod')).toBe('TRON_TRC20');
      expect(last.searchParams.get('status')).toBe('COMPLETED');
    });
  });

  it('logs a failed fetch as a warning and shows the empty state', async () => {
    localStorage.setItem('userToken', 'token');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500));
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);

    expect(await screen.findByText('No history found')).toBeTruthy();
    expect(
      screen.getByText("You haven't made any deposits yet. Deposit now and your history will appear here."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(warn).toHaveBeenCalled();
  });
});
