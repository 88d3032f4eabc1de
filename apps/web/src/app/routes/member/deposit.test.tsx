import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import DepositPage from './deposit';

const enabledMethods = [
  { method: 'BINANCE', accountTitle: 'EarnFlow Crypto', accountNumber: 'bnb-pay-2231' },
  { method: 'EASYPAISA', accountTitle: 'EarnFlow Payments', accountNumber: '03001234567' },
];

function respond({ method, url }: RecordedRequest, methods: unknown[] = enabledMethods): Response {
  if (url === '/api/payment-methods') return jsonResponse(methods);
  if (url === '/api/upload-file') return jsonResponse({ url: '/uploads/receipt.png' }, 201);
  if (url === '/api/deposits' && method === 'POST') {
    return jsonResponse(
      {
        id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
        user: {
          id: '9b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
          name: 'Ayesha Khan',
          email: 'ayesha@example.com',
          accountNumber: 'ABCD234567',
        },
        amount: 25,
        paymentMethod: 'EASYPAISA',
        transactionId: 'TXN123456',
        receipt: '/uploads/receipt.png',
        status: 'PENDING',
        createdAt: '2025-03-05T14:07:00.000Z',
        updatedAt: '2025-03-05T14:07:00.000Z',
      },
      201,
    );
  }
  return jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404);
}

describe('Deposit page', () => {
  it('shows where to pay, needs the receipt, and submits a PENDING deposit with an Idempotency-Key', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(respond);
    renderRoutes([{ path: '/', element: <DepositPage /> }]);

    // Only the methods an operator enabled are offered, in the usual order.
    await screen.findByLabelText('Easypaisa');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'EASYPAISA',
      'BINANCE',
    ]);
    for (const off of ['SadaPay', 'NayaPay', 'Tron (TRC20)']) expect(screen.queryByLabelText(off)).toBeNull();
    await userEvent.click(screen.getByLabelText('Easypaisa'));
    expect(await screen.findByText('EarnFlow Payments')).toBeTruthy();
    expect(screen.getByText('03001234567')).toBeTruthy();

    await enter(screen.getByLabelText('Amount (USD)'), '25');
    expect(screen.getByText('≈ Rs 7,000.00')).toBeTruthy();
    await enter(screen.getByLabelText('Transaction ID'), 'TXN123456');
    const submit = screen.getByRole('button', { name: 'Submit Deposit' });
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.upload(screen.getByLabelText('Payment receipt'), [
      new File(['x'], 'receipt.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    expect(await screen.findByText('Deposit Submitted!')).toBeTruthy();
    const post = requests.find((request) => request.url === '/api/deposits');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      paymentMethod: 'EASYPAISA',
      amount: 25,
      transactionId: 'TXN123456',
      receipt: '/uploads/receipt.png',
    });
    expect(screen.getByText(/is Pending/)).toBeTruthy();
  });
});

describe('Deposit page without enabled methods', () => {
  it('says deposits are not open and offers no method to choose', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch((request) => respond(request, []));
    renderRoutes([{ path: '/', element: <DepositPage /> }]);

    expect(await screen.findByText(/no payment method has been set up yet/)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit Deposit' })).toHaveProperty('disabled', true);
  });
});

describe('Deposit amount', () => {
  it('takes plain decimals only and says so in words', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(respond);
    renderRoutes([{ path: '/', element: <DepositPage /> }]);
    await userEvent.click(await screen.findByLabelText('Easypaisa'));
    await enter(screen.getByLabelText('Transaction ID'), 'TXN123456');
    await userEvent.upload(screen.getByLabelText('Payment receipt'), [
      new File(['x'], 'receipt.png', { type: 'image/png' }),
    ]);
    const submit = screen.getByRole('button', { name: 'Submit Deposit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    for (const typed of ['1e3', 'abc', '1,000', '25.505']) {
      await enter(screen.getByLabelText('Amount (USD)'), typed);
      // "1e3" is not $1,000: no rupee preview for it.
      expect(screen.queryByText(/≈ Rs/)).toBeNull();
      await userEvent.click(submit);
      expect(await screen.findByText('Enter an amount such as 25 or 25.50.')).toBeTruthy();
    }
    expect(screen.queryByText(/expected number/)).toBeNull();
    expect(requests.filter((request) => request.url === '/api/deposits')).toEqual([]);
  });
});

describe('Deposit payment method', () => {
  it('asks for a method in words on every submit without one', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(respond);
    renderRoutes([{ path: '/', element: <DepositPage /> }]);
    await screen.findByLabelText('Easypaisa');
    await enter(screen.getByLabelText('Amount (USD)'), '25');
    await enter(screen.getByLabelText('Transaction ID'), 'TXN123456');
    await userEvent.upload(screen.getByLabelText('Payment receipt'), [
      new File(['x'], 'receipt.png', { type: 'image/png' }),
    ]);
    const submit = screen.getByRole('button', { name: 'Submit Deposit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await userEvent.click(submit);
      expect(await screen.findByText('Choose a payment method.')).toBeTruthy();
      expect(screen.queryByText(/Invalid input/)).toBeNull();
      // The failed submit focuses the method cards; leaving them unchecked makes the field null.
      await userEvent.tab();
    }
    expect(requests.filter((request) => request.url === '/api/deposits')).toEqual([]);
  });
});
