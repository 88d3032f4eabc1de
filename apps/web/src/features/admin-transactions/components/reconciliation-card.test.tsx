import {
  reconciliationCheckNames,
  type Reconciliation,
  type ReconciliationCheckId,
} from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ReconciliationCard } from './reconciliation-card';

const checkIds = Object.keys(reconciliationCheckNames) as ReconciliationCheckId[];

const outOfBalance: Reconciliation = {
  checkedAt: '2026-03-01T10:00:00.000Z',
  ok: false,
  checks: checkIds.map((id) => ({
    id,
    name: reconciliationCheckNames[id],
    ok: id !== 'BALANCES_MATCH_ENTRIES',
    problems: id === 'BALANCES_MATCH_ENTRIES' ? 1 : 0,
  })),
  accounts: 7,
  total: 0,
  mismatches: [
    { accountId: '50000000-0000-4000-8000-000000000001', kind: 'MEMBER_WALLET', stored: 30, computed: 25 },
  ],
  unbalancedTransactions: [],
  pendingAccounts: [],
  depositCredits: [],
};

describe('ReconciliationCard at phone width', () => {
  it('lists what a failing check found as cards of labels and values, not a table wider than the phone', async () => {
    // 390 px: narrower than every breakpoint.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        Object.assign(new EventTarget(), {
          media: query,
          matches: query.startsWith('not all'),
        }) as unknown as MediaQueryList,
    );
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(() => jsonResponse(outOfBalance));
    renderRoutes([{ path: '/', element: <ReconciliationCard /> }]);

    const mismatches = await screen.findByRole('list', {
      name: 'Accounts whose stored balance differs from their entries',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const terms = within(mismatches).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Account', 'Member wallet 50000000'],
      ['Stored', '$30.00'],
      ['From entries', '$25.00'],
      ['Difference', '$5.00'],
    ]);
  });
});
