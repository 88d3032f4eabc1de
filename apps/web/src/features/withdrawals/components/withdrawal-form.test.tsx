import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { WithdrawalForm, withdrawalQuote } from './withdrawal-form';

describe('withdrawalQuote', () => {
  it('takes the fee as a percentage rounded down to the cent, like the server', () => {
    expect(withdrawalQuote(40, { withdrawalMinimum: 5, withdrawalFeePercent: 2.5 })).toEqual({
      fee: 1,
      payout: 39,
    });
    expect(withdrawalQuote(7, { withdrawalMinimum: 5, withdrawalFeePercent: 3.33 })).toEqual({
      fee: 0.23,
      payout: 6.77,
    });
    expect(withdrawalQuote(10, { withdrawalMinimum: 5, withdrawalFeePercent: 0 })).toEqual({
      fee: 0,
      payout: 10,
    });
  });
});

describe('WithdrawalForm payout preview', () => {
  it('quotes no payout for an amount under the minimum or over the balance, and says why', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 }));
    renderRoutes([{ path: '/', element: <WithdrawalForm balance={50} /> }]);
    expect(await screen.findByText('2.5%')).toBeTruthy();
    const amount = screen.getByLabelText('Amount (USD)');

    await enter(amount, '1000000');
    expect(await screen.findByText('You do not have enough balance for this withdrawal.')).toBeTruthy();
    expect(screen.queryByText(/You will receive \$/)).toBeNull();

    await enter(amount, '3');
    expect(await screen.findByText('The minimum withdrawal is $5.')).toBeTruthy();
    expect(screen.queryByText(/You will receive \$/)).toBeNull();

    await enter(amount, '50');
    expect(await screen.findByText('You will receive $48.75')).toBeTruthy();
    expect(screen.queryByText('You do not have enough balance for this withdrawal.')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says the reason once, under the field, after a submit', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 }));
    renderRoutes([{ path: '/', element: <WithdrawalForm balance={50} /> }]);
    expect(await screen.findByText('2.5%')).toBeTruthy();

    await enter(screen.getByLabelText('Amount (USD)'), '60');
    await enter(screen.getByLabelText('Payment method'), 'EASYPAISA');
    await enter(screen.getByLabelText('Bank name'), 'Easypaisa');
    await enter(screen.getByLabelText('Account holder name'), 'Ayesha Khan');
    await enter(screen.getByLabelText('Account number'), '03001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText('Enter a valid amount to see the payout after the fee.')).toBeTruthy();
    expect(screen.getAllByText('You do not have enough balance for this withdrawal.')).toHaveLength(1);
  });
});
