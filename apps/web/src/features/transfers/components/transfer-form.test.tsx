import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TransferForm } from './transfer-form';

const created = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  recipientAccountNumber: 'WXYZ234567',
  recipientName: 'Bilal Ahmed',
  amount: 12.5,
  senderName: 'Ayesha Khan',
  note: null,
  status: 'PENDING',
  direction: 'SENT',
  createdAt: '2025-03-05T14:07:00.000Z',
};

function renderForm(balance = 50) {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <TransferForm balance={balance} /> }]);
}

async function fill(label: string, value: string) {
  await enter(screen.getByLabelText(label), value);
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Submit Transfer' }));
}

describe('TransferForm', () => {
  it('asks for the required fields', async () => {
    const requests = mockFetch(() => jsonResponse(created, 201));
    renderForm();
    await fill('Amount (USD)', '5');
    await submit();
    expect(await screen.findByText('Missing Fields')).toBeTruthy();
    expect(screen.getByText('Please fill all required fields.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  // However large: the balance is checked before the largest amount a transfer may carry.
  it.each(['12.5', '2000000'])('refuses %s, an amount above the balance', async (amount) => {
    const requests = mockFetch(() => jsonResponse(created, 201));
    renderForm(10);
    await fill('Recipient account number', 'wxyz234567');
    await fill('Amount (USD)', amount);
    await fill("Sender's full name", 'Ayesha Khan');
    await submit();
    expect(await screen.findByText('Insufficient Balance')).toBeTruthy();
    expect(screen.getByText('You do not have enough balance to make this transfer.')).toBeTruthy();
    expect(screen.queryByText(/at most/)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("keeps the sender's name within the contract's 80 characters", () => {
    mockFetch(() => jsonResponse(created, 201));
    renderForm();
    expect(screen.getByLabelText("Sender's full name").getAttribute('maxlength')).toBe('80');
    expect(screen.getByLabelText('Note (optional)').getAttribute('maxlength')).toBe('200');
  });

  it('reads "1e3" as no amount at all, not $1,000, and says what to type', async () => {
    const requests = mockFetch(() => jsonResponse(created, 201));
    renderForm(10);
    await fill('Recipient account number', 'wxyz234567');
    await fill("Sender's full name", 'Ayesha Khan');
    for (const typed of ['1e3', 'abc', '1,000', '5.555']) {
      await fill('Amount (USD)', typed);
      await submit();
      expect(await screen.findByText('Enter an amount such as 25 or 25.50.')).toBeTruthy();
      expect(screen.queryByText('Insufficient Balance')).toBeNull();
      expect(screen.queryByText(/≈ Rs [1-9]/)).toBeNull();
    }
    expect(screen.queryByText(/expected number/)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('submits once with an Idempotency-Key, clears the form and shows the receipt', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderForm();
    const recipient = screen.getByLabelText<HTMLInputElement>('Recipient account number');
    await fill('Recipient account number', 'wxyz234567');
    expect(recipient.value).toBe('WXYZ234567');
    await fill('Amount (USD)', '12.5');
    await fill("Sender's full name", ' Ayesha Khan ');
    await submit();

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(recipient.disabled || recipient.closest('fieldset')?.disabled).toBe(true);
    expect(requests[0]?.url).toBe('/api/transfer');
    expect(requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[0]?.body).toEqual({
      recipientAccountNumber: 'WXYZ234567',
      amount: 12.5,
      senderName: 'Ayesha Khan',
      note: null,
    });

    answer(jsonResponse(created, 201));
    expect(await screen.findByText('Transfer Submitted!')).toBeTruthy();
    expect(screen.getByText('Your transfer is pending verification.')).toBeTruthy();
    const receipt = await screen.findByRole('dialog', { name: 'Transfer Receipt', hidden: true });
    const inReceipt = within(receipt);
    expect(inReceipt.getByText('Pending Verification')).toBeTruthy();
    expect(inReceipt.getByText('N/A')).toBeTruthy();
    expect(inReceipt.getByText('Rs 3,500.00')).toBeTruthy();
    expect(inReceipt.getByText('WXYZ234567')).toBeTruthy();
    expect(inReceipt.getByRole('button', { name: 'Download Receipt', hidden: true })).toBeTruthy();
    await waitFor(() => expect(recipient.value).toBe(''));

    // Tab stays on the receipt: from its last button back to its first, never to the page behind.
    const buttons = within(receipt).getAllByRole('button', { hidden: true });
    const [first, last] = [buttons.at(0), buttons.at(-1)];
    last?.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('shows the server message when the transfer fails', async () => {
    mockFetch(() => jsonResponse({ error: 'NOT_FOUND', message: 'Recipient account not found' }, 404));
    renderForm();
    await fill('Recipient account number', 'NOPE234567');
    await fill('Amount (USD)', '1');
    await fill("Sender's full name", 'Ayesha Khan');
    await submit();
    expect(await screen.findByText('Transfer Failed')).toBeTruthy();
    expect(screen.getByText('Recipient account not found')).toBeTruthy();
  });
});
