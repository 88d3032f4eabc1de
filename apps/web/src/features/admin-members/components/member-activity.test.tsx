import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { MemberActivity } from './member-activity';

const memberId = '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70';
const item = (id: string, amount: number, status: string | null) => ({
  id,
  title: `Row ${id}`,
  detail: 'detail',
  amount,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('MemberActivity', () => {
  it('writes withdrawals in whole dollars, money in with its "+", and statuses as the lists’ badges', async () => {
    localStorage.setItem('adminToken', 'token');
    mockFetch(({ url }) => {
      const items = url.includes('/withdrawals')
        ? [item('w1', 20, 'Completed')]
        : url.includes('/ledger')
          ? [item('l1', 50, null), item('l2', -20, null)]
          : [item('d1', 7.25, 'Rejected')];
      return jsonResponse({ items, total: items.length, page: 1, pageSize: 20 });
    });
    renderRoutes([{ path: '/', element: <MemberActivity memberId={memberId} /> }]);

    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(deposits).findByText('$7.25')).toBeTruthy();
    expect(within(deposits).getByText('Rejected').className).toContain('red');

    await userEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    const withdrawals = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(await within(withdrawals).findByText('$20')).toBeTruthy();
    expect(within(withdrawals).getByText('Completed').className).toContain('green');

    await userEvent.click(screen.getByRole('button', { name: 'Ledger' }));
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByText('+$50.00')).toBeTruthy();
    expect(within(ledger).getByText('-$20.00')).toBeTruthy();
  });

  it('writes a transfer not yet completed in grey beside its status, and a completed one signed', async () => {
    localStorage.setItem('adminToken', 'token');
    mockFetch(({ url }) => {
      const items = url.includes('/transfers')
        ? [
            { ...item('t1', 250.75, 'Pending'), title: 'Received from Ali' },
            { ...item('t2', 20, 'Completed'), title: 'Received from Sara' },
            { ...item('t3', -5, 'Rejected'), title: 'Sent to Omar' },
          ]
        : [];
      return jsonResponse({ items, total: items.length, page: 1, pageSize: 20 });
    });
    renderRoutes([{ path: '/', element: <MemberActivity memberId={memberId} /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Transfers' }));
    const transfers = await screen.findByRole('table', { name: 'Transfers' });
    const pending = await within(transfers).findByText('$250.75');
    expect(pending.className).toContain('slate');
    expect(within(transfers).queryByText('+$250.75')).toBeNull();
    expect(within(transfers).getByText('Pending').className).toContain('amber');
    expect(within(transfers).getByText('+$20.00').className).toContain('green');
    expect(within(transfers).getByText('$5.00').className).toContain('slate');
  });

  it('shows a ledger detail that repeats its title once', async () => {
    localStorage.setItem('adminToken', 'token');
    mockFetch(({ url }) => {
      const items = url.includes('/ledger')
        ? [
            {
              ...item('l1', -20, null),
              title: 'Balance adjustment',
              detail: 'Balance adjustment: test debit',
            },
            {
              ...item('l2', -5, null),
              title: 'Withdrawal requested',
              detail: 'Withdrawal to Binance requested',
            },
          ]
        : [];
      return jsonResponse({ items, total: items.length, page: 1, pageSize: 20 });
    });
    renderRoutes([{ path: '/', element: <MemberActivity memberId={memberId} /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Ledger' }));
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByText('Balance adjustment: test debit')).toBeTruthy();
    expect(within(ledger).queryByText('Balance adjustment')).toBeNull();
    expect(within(ledger).getByText('Withdrawal requested')).toBeTruthy();
    expect(within(ledger).getByText('Withdrawal to Binance requested')).toBeTruthy();
  });
});
