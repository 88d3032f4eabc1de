import type { AdminWithdrawal } from '@earnflow/contracts';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { AdminWithdrawalsList } from './admin-withdrawals-list';

function withdrawal(index: number, overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    id: `20000000-0000-4000-8000-00000000000${index}`,
    user: {
      id: `00000000-0000-4000-8000-00000000000${index}`,
      name: `Member ${index}`,
      email: `member${index}@example.com`,
      accountNumber: `ACC000000${index}`,
    },
    amount: 50,
    fee: 1.25,
    payout: 48.75,
    paymentMethod: 'SADAPAY',
    bankName: 'Meezan Bank',
    accountHolderName: `Holder ${index}`,
    accountNumber: `PK00MEZN000${index}`,
    status: 'PENDING',
    createdAt: '2025-03-05T09:30:00.000Z',
    updatedAt: '2025-03-05T09:30:00.000Z',
    risk: { score: 0, reasons: [] },
    heldForReview: false,
    ...overrides,
  };
}

function renderList(respond: (request: RecordedRequest) => Response | Promise<Response>, status?: 'PENDING') {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  renderRoutes(
    [
      {
        path: '/admin/all-withdrawals',
        element: (
          <AdminWithdrawalsList heading="All withdrawals" description="Every request." status={status} />
        ),
      },
    ],
    ['/admin/all-withdrawals'],
  );
  return requests;
}

const page = (items: AdminWithdrawal[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

describe('AdminWithdrawalsList', () => {
  it('shows the spec columns with a whole-dollar amount and final statuses locked', async () => {
    const requests = renderList(() =>
      jsonResponse(page([withdrawal(1), withdrawal(2, { status: 'REJECTED' })])),
    );

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Member 1')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User',
      'Amount',
      'Risk',
      'Method',
      'Bank Name',
      'Account Holder',
      'Account Number',
      'Requested At',
      'Status',
      'Actions',
    ]);
    expect(requests[0]?.url).toBe('/api/withdraw?page=1&pageSize=20');
    expect(screen.getAllByText('$50')).toHaveLength(2);
    // Only the pending one is still to be paid out; the rejected one went back to the member whole.
    expect(screen.getAllByText('Pay out $48.75')).toHaveLength(1);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getAllByText('SadaPay')).toHaveLength(2);
    expect(screen.getByText('Holder 1')).toBeTruthy();
    expect(screen.getByText('PK00MEZN0001')).toBeTruthy();
    expect(document.querySelector('time')?.textContent).toBe(formatDateTime('2025-03-05T09:30:00.000Z'));

    const open = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 1' });
    expect([...open.options].map((option) => option.value)).toEqual(['PENDING', 'COMPLETED', 'REJECTED']);
    expect(open.disabled).toBe(false);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 2' }).disabled).toBe(
      true,
    );
    expect(screen.getByLabelText("Show only today's withdrawals")).toBeTruthy();
  });

  it('shows each risk score, and a held withdrawal as in review with a Review link instead of its status', async () => {
    const held = withdrawal(1, {
      heldForReview: true,
      risk: {
        score: 70,
        reasons: [
          {
            code: 'SHARED_PAYOUT_ACCOUNT',
            points: 30,
            text: 'This payout account was also used by 1 other member.',
          },
          { code: 'LINKED_ACCOUNTS', points: 40, text: 'Linked to 1 account on the same device.' },
        ],
      },
    });
    renderList(() => jsonResponse(page([held, withdrawal(2, { risk: { score: 10, reasons: [] } })])));

    const link = await screen.findByRole('link', { name: 'Review withdrawal of Member 1' });
    expect(link.getAttribute('href')).toBe('/admin/review-queue/20000000-0000-4000-8000-000000000001');
    const row = link.closest('tr');
    if (!row) throw new Error('The held withdrawal has no row.');
    expect(within(row).getByText('In review')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status for Member 1' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status for Member 2' })).toBeTruthy();
    // The reasons show on hover and open under the score.
    const score = within(row).getByRole('button', { name: /Risk score 70, high/ });
    expect(score.getAttribute('title')).toBe(
      '+30 This payout account was also used by 1 other member.\n+40 Linked to 1 account on the same device.',
    );
    await userEvent.click(score);
    expect(within(row).getByText('Linked to 1 account on the same device.')).toBeTruthy();
  });

  it('shows the whole account number, however long, and copies it', async () => {
    const wallet = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }),
    );
    renderList(() => jsonResponse(page([withdrawal(1, { accountNumber: wallet })])));

    expect((await screen.findByText(wallet)).textContent).toBe(wallet);
    await userEvent.click(screen.getByRole('button', { name: `Copy account number ${wallet}` }));
    expect(await screen.findByText('Account number copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(wallet);
  });

  it('says so when there are none, and asks for PENDING only on Withdrawals', async () => {
    const requests = renderList(() => jsonResponse(page([])), 'PENDING');
    expect(await screen.findByText('No withdrawals found.')).toBeTruthy();
    expect(new URL(requests[0]?.url ?? '', 'http://x').searchParams.get('status')).toBe('PENDING');
  });

  it('updates a status with the spec texts', async () => {
    // The update is answered once the loading dialog has been read.
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const requests = renderList((request) =>
      request.method === 'PATCH' ? answered : jsonResponse(page([withdrawal(1)])),
    );

    await enter(await screen.findByRole('combobox', { name: 'Status for Member 1' }), 'COMPLETED');
    expect(await screen.findByText('Complete this withdrawal?')).toBeTruthy();
    expect(
      screen.getByText('$48.75 will be marked as paid out to Member 1 (ACC0000001). This cannot be undone.'),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, complete it' }));
    expect(await screen.findByText('Updating status...')).toBeTruthy();
    answer(jsonResponse(withdrawal(1, { status: 'COMPLETED' })));
    expect(await screen.findByText('Status updated to Completed.')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/withdraw/20000000-0000-4000-8000-000000000001/status');
    expect(patch?.body).toEqual({ status: 'COMPLETED' });
  });

  it('reports a failed status update', async () => {
    renderList((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: 'CONFLICT', message: 'Final.' }, 409)
        : jsonResponse(page([withdrawal(1)])),
    );
    await enter(await screen.findByRole('combobox', { name: 'Status for Member 1' }), 'REJECTED');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('Failed to update status.')).toBeTruthy();
  });

  it('keeps the status and sends nothing when the status change is cancelled', async () => {
    const requests = renderList(() => jsonResponse(page([withdrawal(1)])));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 1' });
    await enter(select, 'REJECTED');
    expect(await screen.findByText('Reject this withdrawal?')).toBeTruthy();
    expect(
      screen.getByText('$50.00 will be refunded to Member 1 (ACC0000001). This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Reject this withdrawal?')).toBeNull());
    await waitFor(() => expect(select.value).toBe('PENDING'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('deletes after the spec confirmation, and reports a failure', async () => {
    let fail = false;
    const requests = renderList((request) => {
      if (request.method === 'DELETE') {
        return fail
          ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500)
          : new Response(null, { status: 204 });
      }
      return jsonResponse(page([withdrawal(1)]));
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete withdrawal of Member 1' }));
    expect(
      await screen.findByText(
        "This will permanently delete the withdrawal. $50.00 will be returned to Member 1's balance.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    // The reason the member will read beside 'Removed', prefilled; sent as it was left.
    expect(within(screen.getByRole('dialog')).getByRole<HTMLTextAreaElement>('textbox').value).toBe(
      'Removed by our support team.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Withdrawal has been deleted.')).toBeTruthy();
    expect(screen.getByText('Deleted!')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe('/api/withdraw/20000000-0000-4000-8000-000000000001');
    expect(sent?.body).toEqual({ reason: 'Removed by our support team.' });

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete withdrawal of Member 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Failed to delete withdrawal.')).toBeTruthy();
  });
});

describe('AdminWithdrawalsList deleting a decided withdrawal', () => {
  it.each([
    ['COMPLETED', 'The $48.75 already paid out to Member 1 is not taken back.'],
    ['REJECTED', "Its $50.00 was already returned to Member 1's balance."],
  ] as const)('says what happens to the money of a %s one', async (status, consequence) => {
    renderList(() => jsonResponse(page([withdrawal(1, { status })])));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete withdrawal of Member 1' }));
    expect(
      await screen.findByText(`This will permanently delete the withdrawal. ${consequence}`),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
  });
});

describe('AdminWithdrawalsList offline', () => {
  it('fails a status change that cannot be sent at once, changes nothing and sends nothing later', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      const requests = renderList(({ method }) => {
        if (method === 'PATCH') throw new TypeError('Failed to fetch');
        return jsonResponse(page([withdrawal(1)]));
      });
      const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 1' });
      await enter(select, 'REJECTED');
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject it' }));

      expect(await screen.findByText('Failed to update status.')).toBeTruthy();
      expect(screen.getByText('Error')).toBeTruthy();
      expect(screen.queryByText('Updating status...')).toBeNull();
      await waitFor(() => expect(select.value).toBe('PENDING'));
      expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);

      // Back online, nothing paused fires on its own.
      online.mockReturnValue(true);
      onlineManager.setOnline(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    } finally {
      online.mockRestore();
      onlineManager.setOnline(true);
    }
  });
});
