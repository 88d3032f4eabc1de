import type { Deposit } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onAdminSessionEnd, type AdminSessionEnd } from '@/lib/admin-session';
import { formatDateTime } from '@/lib/date';
import { startOfDayIso, todayInPakistan } from '@/lib/pakistan-days';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { AdminDepositsList } from './admin-deposits-list';

const user = (name: string, index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'member'}@example.com`,
  accountNumber: `ACC000000${index}`,
});

function deposit(index: number, overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: `10000000-0000-4000-8000-00000000000${index}`,
    user: user(`Member ${index}`, index),
    amount: 25.5,
    paymentMethod: 'EASYPAISA',
    transactionId: `TRX-${index}`,
    receipt: `/uploads/receipt-${index}.png`,
    paidTo: { accountTitle: 'EarnFlow Payments', accountNumber: `0300123456${String(index)}` },
    status: 'PENDING',
    createdAt: '2025-03-05T14:07:00.000Z',
    updatedAt: '2025-03-05T14:07:00.000Z',
    ...overrides,
  };
}

function page(items: Deposit[], total = items.length, pageNumber = 1) {
  return { items, total, page: pageNumber, pageSize: 20 };
}

function renderList(
  respond: (request: RecordedRequest) => Response | Promise<Response>,
  status?: 'PENDING',
  address = '/admin/all-deposits',
) {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  const view = renderRoutes(
    [
      {
        path: '/admin/all-deposits',
        element: <AdminDepositsList heading="All deposits" description="Every deposit." status={status} />,
      },
      { path: '/auth/login', element: <p>Admin login page</p> },
    ],
    [address],
  );
  return { ...view, requests };
}

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET').map((request) => new URL(request.url, 'http://x'));

describe('AdminDepositsList', () => {
  it('loads page 1 of 20 with the admin token and shows the spec columns', async () => {
    const { requests } = renderList(() =>
      jsonResponse(
        page([
          deposit(1, { user: user('Ayesha Khan', 1) }),
          deposit(2, { receipt: null, status: 'COMPLETED', amount: 1000, paymentMethod: 'TRON_TRC20' }),
          deposit(3, { receipt: '/uploads/receipt.pdf', status: 'FAILED', paidTo: null }),
        ]),
      ),
    );

    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Ayesha Khan')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Amount', 'Method', 'Trx', 'Receipt', 'Date', 'Status', 'Actions']);

    const [first] = listRequests(requests);
    expect(first?.pathname).toBe('/api/deposits');
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({ page: '1', pageSize: '20' });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    expect(screen.getAllByText('$25.50')).toHaveLength(2);
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getAllByText('Easypaisa')).toHaveLength(2);
    expect(screen.getByText('Tron (TRC20)')).toBeTruthy();
    expect(screen.getByText('TRX-1')).toBeTruthy();
    // The account each deposit was paid into, as the settings had it then; none for an older deposit.
    expect(screen.getByText('to 03001234561').getAttribute('title')).toBe(
      'Paid to EarnFlow Payments (03001234561)',
    );
    expect(screen.getByText('to 03001234562')).toBeTruthy();
    expect(screen.queryByText('to 03001234563')).toBeNull();
    expect(document.querySelector('time')?.textContent).toBe(formatDateTime('2025-03-05T14:07:00.000Z'));
    expect(screen.getByText('No receipt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open receipt of Member 3 (PDF)' }).getAttribute('href')).toBe(
      '/uploads/receipt.pdf',
    );

    const pending = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Ayesha Khan' });
    expect(pending.disabled).toBe(false);
    expect([...pending.options].map((option) => [option.value, option.text])).toEqual([
      ['PENDING', 'Pending'],
      ['COMPLETED', 'Completed'],
      ['FAILED', 'Rejected'],
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 2' }).disabled).toBe(
      true,
    );
    const rejected = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Member 3' });
    expect(rejected.disabled).toBe(true);
    expect(rejected.selectedOptions[0]?.text).toBe('Rejected');
    expect(screen.getByRole('button', { name: 'Delete deposit of Ayesha Khan' })).toBeTruthy();
    // One page only: no paging.
    expect(screen.queryByRole('navigation', { name: 'Deposit pages' })).toBeNull();
  });

  it('opens the full-size receipt from its thumbnail', async () => {
    renderList(() => jsonResponse(page([deposit(1, { user: user('Ayesha Khan', 1) })])));

    await userEvent.click(await screen.findByRole('button', { name: 'View receipt of Ayesha Khan' }));
    const preview = screen.getByRole('dialog', { name: 'Receipt from Ayesha Khan' });
    expect(within(preview).getByRole('img', { name: 'Receipt from Ayesha Khan' }).getAttribute('src')).toBe(
      '/uploads/receipt-1.png',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there are no deposits', async () => {
    renderList(() => jsonResponse(page([])));
    expect(await screen.findByText('No deposits found.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Deposit pages' })).toBeNull();
  });

  it('takes a page past the end to the last page, without saying there are no deposits', async () => {
    const { router, requests } = renderList(
      (request) => {
        const pageNumber = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return jsonResponse(page(pageNumber === 9 ? [] : [deposit(pageNumber)], 27, pageNumber));
      },
      undefined,
      '/admin/all-deposits?page=9',
    );

    expect(await screen.findByText('Member 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(listRequests(requests).map((url) => url.searchParams.get('page'))).toEqual(['9', '2']);
    expect(screen.queryByText('No deposits found.')).toBeNull();
  });

  it('pages by 20 with Previous, numbered pages and Next, and a filter goes back to page 1', async () => {
    const { requests } = renderList((request) => {
      const url = new URL(request.url, 'http://x');
      const pageNumber = Number(url.searchParams.get('page'));
      return jsonResponse(page([deposit(pageNumber)], 45, pageNumber));
    });

    const pager = await screen.findByRole('navigation', { name: 'Deposit pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Member 2')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: '3' }));
    expect(await screen.findByText('Member 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    await userEvent.click(screen.getByLabelText("Show only today's deposits"));
    expect(await screen.findByText('Member 1')).toBeTruthy();
    const last = listRequests(requests).at(-1);
    expect(last?.searchParams.get('page')).toBe('1');
    const start = new Date(last?.searchParams.get('startDate') ?? '');
    const end = new Date(last?.searchParams.get('endDate') ?? '');
    // Today is the day in Pakistan, from its first instant.
    expect(start.toISOString()).toBe(startOfDayIso(todayInPakistan()));
    // The end date is inclusive through the end of that day.
    expect(end.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000 - 1);
    expect(screen.getByLabelText<HTMLInputElement>('Start date').disabled).toBe(true);
  });

  it('asks the server for PENDING only on New Deposits', async () => {
    const { requests } = renderList(() => jsonResponse(page([])), 'PENDING');
    await screen.findByText('No deposits found.');
    expect(listRequests(requests)[0]?.searchParams.get('status')).toBe('PENDING');
  });

  it('changes a status: loading dialog, reload, then Updated!', async () => {
    let status: Deposit['status'] = 'PENDING';
    // The update is answered once the loading dialog has been read.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requests } = renderList(async (request) => {
      if (request.method === 'PATCH') {
        await answered;
        status = 'COMPLETED';
        return jsonResponse(deposit(1, { status }));
      }
      return jsonResponse(page([deposit(1, { status, user: user('Ayesha Khan', 1) })]));
    });

    const select = await screen.findByRole('combobox', { name: 'Status for Ayesha Khan' });
    await enter(select, 'COMPLETED');
    expect(await screen.findByText('Complete this deposit?')).toBeTruthy();
    expect(
      screen.getByText('$25.50 will be credited to Ayesha Khan (ACC0000001). This cannot be undone.'),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, complete it' }));
    expect(await screen.findByText('Updating status...')).toBeTruthy();
    answer();
    expect(await screen.findByText('Updated!')).toBeTruthy();
    expect(screen.getByText('Status changed to Completed.')).toBeTruthy();

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/deposits/10000000-0000-4000-8000-000000000001/status');
    expect(patch?.body).toEqual({ status: 'COMPLETED' });
    expect(listRequests(requests)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status for Ayesha Khan' }).disabled,
      ).toBe(true),
    );
  });

  it('keeps the status and sends nothing when the status change is cancelled', async () => {
    const { requests } = renderList(() => jsonResponse(page([deposit(1, { user: user('Ayesha Khan', 1) })])));

    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Status for Ayesha Khan' });
    await enter(select, 'COMPLETED');
    expect(await screen.findByText('Complete this deposit?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByText('Complete this deposit?')).toBeNull());
    await waitFor(() => expect(select.value).toBe('PENDING'));
    expect(select.disabled).toBe(false);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('shows Error / Failed to update status. when the server refuses', async () => {
    renderList((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: 'CONFLICT', message: 'This deposit is already final.' }, 409)
        : jsonResponse(page([deposit(1, { user: user('Ayesha Khan', 1) })])),
    );

    await enter(await screen.findByRole('combobox', { name: 'Status for Ayesha Khan' }), 'FAILED');
    expect(await screen.findByText('Reject this deposit?')).toBeTruthy();
    expect(
      screen.getByText('$25.50 will not be credited to Ayesha Khan (ACC0000001). This cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('Failed to update status.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('This deposit is already final.')).toBeTruthy();
  });

  it('deletes after confirmation, with the reason the member will read (a sensible one prefilled)', async () => {
    let deleted = false;
    const { requests } = renderList((request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(page(deleted ? [] : [deposit(1, { user: user('Ayesha Khan', 1) })]));
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete deposit of Ayesha Khan' }));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(
      screen.getByText(
        'This will permanently delete the deposit. $25.50 will not be credited to Ayesha Khan, who will be told it was removed.',
      ),
    ).toBeTruthy();
    // jsdom lays out no label text (SweetAlert2 writes it with innerText): the dialog's one text box.
    const reason = within(screen.getByRole('dialog')).getByRole<HTMLTextAreaElement>('textbox');
    expect(reason.value).toBe('Removed by our support team.');
    // An empty reason is refused in the dialog; the admin writes their own.
    await enter(reason, '');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Give the member a reason.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await enter(reason, 'The payment never reached our account.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(screen.getByText('Deposit has been deleted.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'DELETE');
    expect(sent?.url).toBe('/api/deposits/10000000-0000-4000-8000-000000000001');
    expect(sent?.body).toEqual({ reason: 'The payment never reached our account.' });
    expect(await screen.findByText('No deposits found.')).toBeTruthy();
  });

  it('says before deleting a completed deposit that its credit stays with the member', async () => {
    renderList(() =>
      jsonResponse(page([deposit(1, { user: user('Ayesha Khan', 1), amount: 53, status: 'COMPLETED' })])),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete deposit of Ayesha Khan' }));
    expect(
      await screen.findByText(
        "This will permanently delete the deposit. The $53.00 already credited stays in Ayesha Khan's balance.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
  });

  it('keeps the deposit when the confirmation is cancelled, and reports a failed delete', async () => {
    const { requests } = renderList((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500)
        : jsonResponse(page([deposit(1, { user: user('Ayesha Khan', 1) })])),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Delete deposit of Ayesha Khan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure?')).toBeNull());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete deposit of Ayesha Khan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Failed to delete deposit.')).toBeTruthy();
  });

  it('leaves a refused admin token to the admin frame, which signs the admin out', async () => {
    const ends: AdminSessionEnd[] = [];
    const stop = onAdminSessionEnd((end) => ends.push(end));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(() => jsonResponse({ error: 'UNAUTHORIZED', message: 'Sign in.' }, 401));
    await waitFor(() => expect(ends).toEqual(['signed-out']));
    stop();
    // Not a failure of the list's own to log.
    expect(logged).not.toHaveBeenCalled();
  });
});
