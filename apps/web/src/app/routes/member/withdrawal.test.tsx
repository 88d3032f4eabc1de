import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { memberMoneyRoutes } from './money-routes';

const user = {
  id: '9b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
  name: 'A',
  email: 'a@example.com',
  accountNumber: 'ABCD234567',
};

function respond({ method, url }: RecordedRequest): Response {
  if (url === '/api/wallets/me') return jsonResponse({ currentBalance: 50 });
  if (url === '/api/withdraw/rules') return jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 });
  if (url === '/api/withdraw' && method === 'POST') {
    return jsonResponse(
      {
        id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
        user,
        amount: 40,
        fee: 1,
        payout: 39,
        paymentMethod: 'EASYPAISA',
        bankName: 'Easypaisa',
        accountHolderName: 'Ayesha Khan',
        accountNumber: '03001234567',
        status: 'PENDING',
        createdAt: '2025-03-05T14:07:00.000Z',
        updatedAt: '2025-03-05T14:07:00.000Z',
      },
      201,
    );
  }
  return jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404);
}

describe('Withdrawal', () => {
  it('is reached from /withdraw, quotes the payout and holds the amount with one Idempotency-Key', async () => {
    localStorage.setItem('userToken', 'token');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = mockFetch(respond);
    const { router, queryClient } = renderRoutes([{ path: '/', children: memberMoneyRoutes }], ['/withdraw']);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawal'));
    expect(await screen.findByText('$50.00')).toBeTruthy();
    expect(await screen.findByText('2.5%')).toBeTruthy();

    await enter(await screen.findByLabelText('Amount (USD)'), '60');
    await enter(screen.getByLabelText('Payment method'), 'EASYPAISA');
    await enter(screen.getByLabelText('Bank name'), 'Easypaisa');
    await enter(screen.getByLabelText('Account holder name'), 'Ayesha Khan');
    await enter(screen.getByLabelText('Account number'), '03001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('You do not have enough balance for this withdrawal.')).toBeTruthy();

    await enter(screen.getByLabelText('Amount (USD)'), '40');
    expect(await screen.findByText('You will receive $39.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText('Withdrawal Requested!')).toBeTruthy();
    const post = requests.find((request) => request.url === '/api/withdraw');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      amount: 40,
      paymentMethod: 'EASYPAISA',
      bankName: 'Easypaisa',
      accountHolderName: 'Ayesha Khan',
      accountNumber: '03001234567',
    });
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed).toEqual(expect.arrayContaining([['me'], ['wallet'], ['withdrawals']]));
  });
});

describe('Withdrawal amount', () => {
  it('takes whole dollars typed plainly, and shows no payout beside an amount error', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(respond);
    renderRoutes([{ path: '/', children: memberMoneyRoutes }], ['/withdrawal']);
    expect(await screen.findByText('2.5%')).toBeTruthy();
    const amount = await screen.findByLabelText('Amount (USD)');
    const submit = screen.getByRole('button', { name: 'Request Withdrawal' });

    await enter(amount, '40.5');
    expect(screen.queryByText(/You will receive \$/)).toBeNull();
    await userEvent.click(submit);
    expect(await screen.findByText('Withdrawals are in whole dollars.')).toBeTruthy();
    expect(screen.queryByText(/less the .* fee/)).toBeNull();
    expect(screen.getByText('Enter a valid amount to see the payout after the fee.')).toBeTruthy();

    for (const typed of ['1e3', 'abc', '1,000']) {
      await enter(amount, typed);
      await userEvent.click(submit);
      expect(await screen.findByText('Enter a whole-dollar amount such as 25.')).toBeTruthy();
      expect(screen.queryByText(/less the .* fee/)).toBeNull();
    }
    expect(screen.queryByText(/expected number/)).toBeNull();

    await enter(amount, '40');
    expect(await screen.findByText('You will receive $39.00')).toBeTruthy();
    expect(screen.getByText('$40 less the 2.5% fee ($1.00)')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/withdraw')).toEqual([]);
  });
});
