import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endOfDayIso, startOfDayIso, todayInPakistan } from '@/lib/pakistan-days';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import DepositHistoryPage from './deposit-history';

const deposit = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  amount: 20.5,
  status: 'FAILED',
  paymentMethod: 'BINANCE',
  transactionId: 'TX-1',
  createdAt: '2025-03-05T14:07:00.000Z',
  removed: null,
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
    // Today in Pakistan, from its first instant to its last.
    expect(first.searchParams.get('startDate')).toBe(startOfDayIso(todayInPakistan()));
    expect(first.searchParams.get('endDate')).toBe(endOfDayIso(todayInPakistan()));

    await userEvent.click(screen.getByRole('button', { name: 'Tron (TRC20)' }));
    await enter(screen.getByLabelText('Status'), 'COMPLETED');
    await waitFor(() => {
      const last = new URL(requests.at(-1)?.url ?? '', 'http://x');
      expect(last.searchParams.get('paymentMethod')).toBe('TRON_TRC20');
      expect(last.searchParams.get('status')).toBe('COMPLETED');
    });
  });

  it('reads a deposit an admin removed as Removed, with the reason and what became of the money', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() =>
      jsonResponse([
        {
          ...deposit,
          id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a71',
          amount: 7,
          status: 'FAILED',
          removed: { at: '2025-03-05T15:00:00.000Z', reason: 'The payment never reached our account.' },
        },
        {
          ...deposit,
          id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a72',
          amount: 9,
          status: 'COMPLETED',
          removed: { at: '2025-03-05T15:00:00.000Z', reason: 'Removed by our support team.' },
        },
      ]),
    );
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);

    const [pending, completed] = await screen.findAllByRole('listitem');
    if (!pending || !completed) throw new Error('two cards expected');
    expect(within(pending).getByText('Removed', { selector: 'span' })).toBeTruthy();
    expect(within(pending).queryByText('Rejected', { selector: 'span' })).toBeNull();
    expect(pending.textContent).toContain('Reason: The payment never reached our account.');
    expect(pending.textContent).toContain('Nothing was added to your balance');
    expect(within(completed).getByText('Removed', { selector: 'span' })).toBeTruthy();
    expect(completed.textContent).toContain('Reason: Removed by our support team.');
    expect(completed.textContent).toContain('$9.00 was added to your balance and stays there');
  });

  it('names each state once in the status dropdown (no "Failed" beside "Rejected")', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse([deposit]));
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);
    expect(await screen.findByText('$20.50')).toBeTruthy();

    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Rejected', 'Completed', 'Removed']);
    await userEvent.selectOptions(status, 'Rejected');
    await waitFor(() => {
      expect(new URL(requests.at(-1)?.url ?? '', 'http://x').searchParams.get('status')).toBe('REJECTED');
    });
    await userEvent.selectOptions(status, 'Removed');
    await waitFor(() => {
      expect(new URL(requests.at(-1)?.url ?? '', 'http://x').searchParams.get('status')).toBe('REMOVED');
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

  it('loads the next page with the server’s cursor under the list, until there is none', async () => {
    localStorage.setItem('userToken', 'token');
    const page = (amount: number, index: number) => ({
      ...deposit,
      id: `5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a${String(index).padStart(2, '0')}`,
      amount,
      status: 'PENDING',
    });
    const requests = mockFetch((request) => {
      const cursor = new URL(request.url, 'http://x').searchParams.get('cursor');
      return cursor === null
        ? new Response(JSON.stringify([page(1, 1), page(2, 2)]), {
            headers: { 'Content-Type': 'application/json', 'x-next-cursor': 'next-page-1' },
          })
        : jsonResponse([page(3, 3)]);
    });
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);

    expect(await screen.findByText('$2.00')).toBeTruthy();
    expect(new URL(requests[0]?.url ?? '', 'http://x').searchParams.get('limit')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Load more deposits' }));
    expect(await screen.findByText('$3.00')).toBeTruthy();
    const second = new URL(requests[1]?.url ?? '', 'http://x');
    expect(second.searchParams.get('cursor')).toBe('next-page-1');
    expect(second.searchParams.get('startDate')).toBe(
      new URL(requests[0]?.url ?? '', 'http://x').searchParams.get('startDate'),
    );
    // Every page stays, in order, and the button goes once the last page is in.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent.match(/\$\d+\.\d+/)?.[0])).toEqual([
      '$1.00',
      '$2.00',
      '$3.00',
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Load more deposits' })).toBeNull();
    });
  });

  it('says nothing matches when filters exclude everything, and clears them on request', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch((request) =>
      jsonResponse(new URL(request.url, 'http://x').searchParams.has('paymentMethod') ? [] : [deposit]),
    );
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);
    expect(await screen.findByText('$20.50')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Binance' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(
      screen.getByText('None of your deposits match the filters you chose. Clear them to see them all.'),
    ).toBeTruthy();
    // The spec's empty texts are for the list that is truly empty, not for this one.
    expect(screen.queryByText('No history found')).toBeNull();
    expect(screen.queryByText(/You haven't made any deposits yet/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByText('$20.50')).toBeTruthy();
    const last = new URL(requests.at(-1)?.url ?? '', 'http://x');
    expect(last.searchParams.has('paymentMethod')).toBe(false);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no "Clear filters" when the filters are the defaults', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse([]));
    renderRoutes([{ path: '/', element: <DepositHistoryPage /> }]);
    expect(await screen.findByText('No history found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Deposit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });
});
