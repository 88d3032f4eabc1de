import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from '@/test/utils';
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

const created = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  amount: 40,
  fee: 1,
  payout: 39,
  paymentMethod: 'EASYPAISA',
  status: 'PENDING',
  createdAt: '2025-03-05T14:07:00.000Z',
};

async function fillIn() {
  expect(await screen.findByText('2.5%')).toBeTruthy();
  await enter(screen.getByLabelText('Amount (USD)'), '40');
  await enter(screen.getByLabelText('Payment method'), 'EASYPAISA');
  await enter(screen.getByLabelText('Bank name'), 'Easypaisa');
  await enter(screen.getByLabelText('Account holder name'), 'Ayesha Khan');
  await enter(screen.getByLabelText('Account number'), '03001234567');
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

describe('WithdrawalForm with two-factor sign-in', () => {
  it('asks for the authenticator code and sends it; a wrong one is shown under the field', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(({ method, body }) => {
      if (method !== 'POST') return jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 });
      return (body as { twoFactorCode?: string }).twoFactorCode === '123456'
        ? jsonResponse(created, 201)
        : jsonResponse(
            { error: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not right.', field: 'twoFactorCode' },
            400,
          );
    });
    renderRoutes([{ path: '/', element: <WithdrawalForm balance={50} twoFactorEnabled /> }]);
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    await enter(screen.getByLabelText('Authenticator code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(document.querySelector('.swal2-container')).toBeNull();

    await enter(screen.getByLabelText('Authenticator code'), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Withdrawal Requested!')).toBeTruthy();
    const sent = posts(requests);
    expect(sent.map((request) => (request.body as { twoFactorCode?: string }).twoFactorCode)).toEqual([
      '654321',
      '123456',
    ]);
    expect(sent[0]?.body).toMatchObject({
      amount: 40,
      paymentMethod: 'EASYPAISA',
      accountNumber: '03001234567',
    });
  });

  it('shows the code field when the server asks for it', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(({ method, body }) => {
      if (method !== 'POST') return jsonResponse({ withdrawalMinimum: 5, withdrawalFeePercent: 2.5 });
      return (body as { twoFactorCode?: string }).twoFactorCode === undefined
        ? jsonResponse(
            { error: 'TWO_FACTOR_REQUIRED', message: 'Enter the code from your authenticator app.' },
            403,
          )
        : jsonResponse(created, 201);
    });
    renderRoutes([{ path: '/', element: <WithdrawalForm balance={50} /> }]);
    await fillIn();
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
    const field = screen.getByLabelText('Authenticator code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await enter(field, 'ABCDE-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Withdrawal Requested!')).toBeTruthy();
    const sent = posts(requests);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ twoFactorCode: 'ABCDE-23456' });
    // A definitive refusal retires the key: the second request is a new submission.
    expect(sent[1]?.headers.get('idempotency-key')).not.toBe(sent[0]?.headers.get('idempotency-key'));
  });
});
