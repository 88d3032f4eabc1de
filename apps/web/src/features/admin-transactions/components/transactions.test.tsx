import {
  ADMIN_SEARCH_MAX_LENGTH,
  reconciliationCheckNames,
  type LedgerEntry,
  type Reconciliation,
  type ReconciliationCheckId,
  type Transfer,
} from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { LedgerMovements } from './ledger-movements';
import { PendingTransfers } from './pending-transfers';
import { ReconciliationCard } from './reconciliation-card';

const member = (name: string, index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
  email: `member${index}@example.com`,
  accountNumber: `ACC000000${index}`,
});

const transfer: Transfer = {
  id: '30000000-0000-4000-8000-000000000001',
  sender: member('Ali Raza', 1),
  recipient: member('Sana Malik', 2),
  amount: 12.5,
  senderName: 'Ali R.',
  note: 'Rent share',
  status: 'PENDING',
  createdAt: '2025-03-05T09:30:00.000Z',
  updatedAt: '2025-03-05T09:30:00.000Z',
};

function render(element: ReactNode, respond: (request: RecordedRequest) => Response) {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  renderRoutes([{ path: '/', element }]);
  return requests;
}

describe('PendingTransfers', () => {
  it('lists transfers awaiting verification and completes one after confirmation', async () => {
    let decided = false;
    const requests = render(<PendingTransfers />, (request) => {
      if (request.method === 'PATCH') {
        decided = true;
        return jsonResponse({ ...transfer, status: 'COMPLETED' });
      }
      return jsonResponse({
        items: decided ? [] : [transfer],
        total: decided ? 0 : 1,
        page: 1,
        pageSize: 20,
      });
    });

    expect(await screen.findByText('Ali Raza')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/transfers?status=PENDING&page=1&pageSize=20');
    expect(screen.getByText('Sana Malik')).toBeTruthy();
    expect(screen.getByText('ACC0000002')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('Ali R.')).toBeTruthy();
    expect(screen.getByText('Rent share')).toBeTruthy();
    // The reference the sender's receipt shows, so an operator can match the two.
    expect(screen.getByText('Ref. 30000000')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Complete transfer from Ali Raza to Sana Malik' }),
    );
    expect(await screen.findByText('$12.50 will be credited to Sana Malik (ACC0000002).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, complete it' }));

    expect(await screen.findByText('Transfer completed.')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/transfers/30000000-0000-4000-8000-000000000001/status');
    expect(patch?.body).toEqual({ status: 'COMPLETED' });
    expect(await screen.findByText('No transfers are waiting for verification.')).toBeTruthy();
  });

  it('rejects one and shows the server reason when it fails', async () => {
    render(<PendingTransfers />, (request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: 'CONFLICT', message: 'This transfer was already decided.' }, 409)
        : jsonResponse({ items: [transfer], total: 1, page: 1, pageSize: 20 }),
    );

    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject transfer from Ali Raza to Sana Malik' }),
    );
    expect(await screen.findByText('$12.50 will be refunded to Ali Raza (ACC0000001).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reject it' }));
    expect(await screen.findByText('This transfer was already decided.')).toBeTruthy();
  });

  it('opens a long note in place, and shows a short one whole', async () => {
    const longNote =
      'For the shared rent of this month as agreed with the landlord, plus the electricity and gas bills we split';
    render(<PendingTransfers />, () =>
      jsonResponse({
        items: [transfer, { ...transfer, id: '30000000-0000-4000-8000-000000000002', note: longNote }],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    );

    expect(await screen.findByText('Rent share')).toBeTruthy();
    const toggles = screen.getAllByRole('button', { name: 'Show more' });
    expect(toggles).toHaveLength(1);
    const note = screen.getByText(longNote);
    expect(note.className).toContain('line-clamp-3');
    await userEvent.click(toggles[0] as HTMLElement);
    expect(note.className).not.toContain('line-clamp');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });
});

const entry = (id: number, amount: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  transactionId: '40000000-0000-4000-8000-000000000001',
  kind: 'DEPOSIT',
  description: 'Deposit via Easypaisa',
  accountKind: 'MEMBER_WALLET',
  user: { id: member('Ali Raza', 1).id, name: 'Ali Raza', accountNumber: 'ACC0000001' },
  amount,
  referenceType: 'deposit',
  referenceId: '10000000-0000-4000-8000-000000000001',
  createdAt: '2025-03-05T09:30:00.000Z',
  ...overrides,
});

describe('LedgerMovements', () => {
  it('shows signed amounts and searches by member and kind from page 1', async () => {
    const requests = render(<LedgerMovements />, () =>
      jsonResponse({
        items: [
          entry(3, -5, {
            kind: 'TRANSFER_SENT',
            description: 'Transfer to ACC0000002',
            referenceType: 'transfer',
            referenceId: '3f2a1b4c-0000-4000-8000-000000000001',
          }),
          entry(2, 25),
          entry(1, -25, { accountKind: 'DEPOSITS_CLEARING', user: null }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
    );

    expect(await screen.findByText('+$25.00')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/admin/ledger?page=1&pageSize=20');
    expect(screen.getByText('-$25.00')).toBeTruthy();
    expect(screen.getAllByText('Member wallet')).toHaveLength(2);
    expect(screen.getByText('Deposits clearing')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getAllByText('Deposit via Easypaisa')).toHaveLength(2);
    // A transfer's postings carry the reference its receipt shows; others their transaction's id.
    expect(screen.getByText('Ref. 3F2A1B4C')).toBeTruthy();
    expect(screen.getAllByText('40000000')).toHaveLength(2);

    // The box takes no more than the API does.
    expect(screen.getByLabelText('Search ledger').getAttribute('maxlength')).toBe(
      String(ADMIN_SEARCH_MAX_LENGTH),
    );
    await enter(screen.getByLabelText('Search ledger'), ' ACC0000001 ');
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/api/admin/ledger?page=1&pageSize=20&search=ACC0000001'),
    );
    await enter(screen.getByLabelText('Kind'), 'DEPOSIT');
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        '/api/admin/ledger?page=1&pageSize=20&search=ACC0000001&kind=DEPOSIT',
      ),
    );
  });
});

describe('ReconciliationCard', () => {
  const checkIds = Object.keys(reconciliationCheckNames) as ReconciliationCheckId[];
  const checks = (failing: Partial<Record<ReconciliationCheckId, number>> = {}) =>
    checkIds.map((id) => ({
      id,
      name: reconciliationCheckNames[id],
      ok: failing[id] === undefined,
      problems: failing[id] ?? 0,
    }));
  const balanced: Reconciliation = {
    checkedAt: '2026-03-01T10:00:00.000Z',
    ok: true,
    checks: checks(),
    accounts: 7,
    total: 0,
    mismatches: [],
    unbalancedTransactions: [],
    pendingAccounts: [
      { kind: 'TRANSFERS_PENDING', stored: 0, expected: 0 },
      { kind: 'WITHDRAWALS_PENDING', stored: 0, expected: 0 },
      { kind: 'DEPOSITS_CLEARING', stored: -10, expected: -10 },
    ],
    depositCredits: [],
  };

  it("says 'Ledger balanced' and lists every check as passed", async () => {
    render(<ReconciliationCard />, () => jsonResponse(balanced));
    expect(await screen.findByText('Ledger balanced')).toBeTruthy();
    expect(screen.getByText(new RegExp(`All ${checkIds.length} checks pass on 7 accounts`))).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Checks' });
    for (const id of checkIds) {
      expect(within(list).getByText(reconciliationCheckNames[id])).toBeTruthy();
    }
    expect(within(list).getAllByText('Passed:')).toHaveLength(checkIds.length);
  });

  const checkedLine = (at: string) =>
    screen.getByText(
      (_content, element) =>
        element?.tagName === 'P' && element.textContent.endsWith(`Checked ${formatDateTime(new Date(at))}.`),
    );

  it('shows the stored check with its time, and checks the whole ledger again only when asked', async () => {
    const requests = render(<ReconciliationCard />, (request) =>
      request.url.includes('fresh=true')
        ? jsonResponse({
            ...balanced,
            checkedAt: '2026-03-01T10:07:00.000Z',
            ok: false,
            checks: checks({ TRANSACTIONS_BALANCED: 1 }),
            unbalancedTransactions: ['40000000-0000-4000-8000-000000000009'],
          } satisfies Reconciliation)
        : jsonResponse(balanced),
    );
    expect(await screen.findByText('Ledger balanced')).toBeTruthy();
    expect(checkedLine(balanced.checkedAt)).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/admin/reconcile']);

    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Ledger out of balance')).toBeTruthy();
    expect(checkedLine('2026-03-01T10:07:00.000Z')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/admin/reconcile',
      '/api/admin/reconcile?fresh=true',
    ]);
  });

  it('names the failing checks and lists what each found', async () => {
    render(<ReconciliationCard />, () =>
      jsonResponse({
        ...balanced,
        ok: false,
        checks: checks({
          BALANCES_MATCH_ENTRIES: 1,
          TRANSACTIONS_BALANCED: 1,
          TRANSFERS_PENDING_MATCHES: 1,
          DEPOSITS_CREDITED_ONCE: 2,
        }),
        mismatches: [
          {
            accountId: '50000000-0000-4000-8000-000000000001',
            kind: 'MEMBER_WALLET',
            stored: 30,
            computed: 25,
          },
        ],
        unbalancedTransactions: ['40000000-0000-4000-8000-000000000009'],
        pendingAccounts: [
          { kind: 'TRANSFERS_PENDING', stored: 12.5, expected: 0 },
          { kind: 'WITHDRAWALS_PENDING', stored: 0, expected: 0 },
          { kind: 'DEPOSITS_CLEARING', stored: -10, expected: -10 },
        ],
        depositCredits: [
          {
            depositId: '60000000-0000-4000-8000-000000000001',
            status: 'COMPLETED',
            amount: 7,
            postings: 0,
            credited: 0,
          },
          {
            depositId: '60000000-0000-4000-8000-000000000002',
            status: 'FAILED',
            amount: 9,
            postings: 1,
            credited: 9,
          },
        ],
      } satisfies Reconciliation),
    );
    expect(await screen.findByText('Ledger out of balance')).toBeTruthy();
    expect(screen.getByText(new RegExp(`4 of ${checkIds.length} checks fail`))).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Checks' });
    expect(within(list).getAllByText('Failed:')).toHaveLength(4);
    expect(within(list).getByText('Every completed deposit is credited exactly once').textContent).toBe(
      'Failed: Every completed deposit is credited exactly once (2 problems)',
    );

    const wallets = screen.getByRole('table', {
      name: 'Accounts whose stored balance differs from their entries',
    });
    expect(within(wallets).getByText('Member wallet')).toBeTruthy();
    expect(within(wallets).getByText('$30.00')).toBeTruthy();
    expect(within(wallets).getByText('$25.00')).toBeTruthy();
    expect(within(wallets).getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('40000000-0000-4000-8000-000000000009')).toBeTruthy();

    const holding = screen.getByRole('table', {
      name: 'Holding accounts that differ from their open transfers, withdrawals or deposits',
    });
    expect(within(holding).getAllByRole('row')).toHaveLength(2);
    expect(within(holding).getByText('Transfers pending')).toBeTruthy();
    expect(within(holding).getAllByText('$12.50')).toHaveLength(2);

    const credits = screen.getByRole('table', { name: 'Deposits not credited exactly once' });
    expect(within(credits).getByText('Completed')).toBeTruthy();
    expect(within(credits).getByText('Rejected')).toBeTruthy();
    expect(within(credits).getByText('$7.00')).toBeTruthy();
    expect(within(credits).getAllByText('$9.00')).toHaveLength(2);
  });
});
