import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
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

    fireEvent.change(amount, { target: { value: '1000000' } });
    expect(await screen.findByText('You do not have enough balance for this withdrawal.')).toBeTruthy();
    expect(screen.queryByText(/You will receive \$/)).toBeNull();

    fireEvent.change(amount, { target: { value: '3' } });
    expect(await screen.findByText('The minimum withdrawal is $5.')).toBeTruthy();
    expect(screen.queryByText(/You will receive \$/)).toBeNull();

    fireEvent.change(amount, { target: { value: '50' } });
    expect(await screen.findByText('You will receive $48.75')).toBeTruthy();
    expect(screen.queryByText('You do not have enough balance for this withdrawal.')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says the reason once, under the field, after a submit', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 }));
    renderRoutes([{ path: '/', element: <WithdrawalForm balance={50} /> }]);
    expect(await screen.findByText('2.5%')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'EASYPAISA' } });
    fireEvent.change(screen.getByLabelText('Bank name'), { target: { value: 'Easypaisa' } });
    fireEvent.change(screen.getByLabelText('Account holder name'), { target: { value: 'Ayesha Khan' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '03001234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText('Enter a valid amount to see the payout after the fee.')).toBeTruthy();
    expect(screen.getAllByText('You do not have enough balance for this withdrawal.')).toHaveLength(1);
  });
});
