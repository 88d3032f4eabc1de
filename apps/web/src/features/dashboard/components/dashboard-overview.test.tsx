import type { AdminDashboard } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/utils';
import { DashboardOverview } from './dashboard-overview';

const dashboard: AdminDashboard = {
  today: '2026-03-01',
  figures: [
    {
      id: 'deposits.completedToday',
      group: 'Deposits',
      label: 'Completed today',
      value: 3,
      format: 'count',
      href: '/admin/all-deposits?today=1',
      attention: false,
    },
    {
      id: 'deposits.pendingAmount',
      group: 'Deposits',
      label: 'Pending amount',
      value: 1250.5,
      format: 'money',
      href: '/admin/deposits',
      attention: false,
    },
  ],
  days: ['2026-03-01'],
  charts: [],
  reconciliation: { ok: true, problems: 0, checkedAt: '2026-03-01T10:00:00.000Z', failedChecks: [] },
  backup: {
    enabled: true,
    everyHours: 24,
    last: {
      finishedAt: '2026-03-01T09:00:00.000Z',
      file: 'earnflow-2026-03-01T09-00-00-000Z.efb',
      bytes: 3_355_443,
    },
    lastError: null,
    overdue: false,
  },
};

function render(overrides: Partial<AdminDashboard> = {}) {
  renderRoutes([{ path: '/', element: <DashboardOverview dashboard={{ ...dashboard, ...overrides }} /> }]);
}

describe('DashboardOverview', () => {
  it('opens each figure where it is acted on, with the filter the provider gave', () => {
    render();

    expect(screen.getByRole('link', { name: /Completed today/ }).getAttribute('href')).toBe(
      '/admin/all-deposits?today=1',
    );
    expect(screen.getByRole('link', { name: /Pending amount/ }).textContent).toContain('$1,250.50');
  });

  it('words the ledger check as the Transactions screen does', () => {
    render();
    expect(screen.getByRole('link', { name: /Ledger balanced/ }).getAttribute('href')).toBe(
      '/admin/transactions',
    );
  });

  it('counts the problems when the ledger is out of balance', () => {
    render({
      reconciliation: {
        ok: false,
        problems: 2,
        checkedAt: '2026-03-01T10:00:00.000Z',
        failedChecks: [
          { id: 'BALANCES_MATCH_ENTRIES', name: 'Every balance equals its ledger entries', problems: 2 },
        ],
      },
    });
    expect(screen.getByText('Ledger out of balance: 2 problems')).toBeTruthy();
    expect(screen.getByText('Every balance equals its ledger entries: 2')).toBeTruthy();
  });

  it('shows the last backup and its size, and warns when it is late', () => {
    render();
    const card = screen.getByRole('region', { name: 'Backups' });
    expect(card.textContent).toContain('3.2 MB');
    expect(card.className).not.toContain('amber');
    render({ backup: { ...dashboard.backup, overdue: true } });
    const late = screen.getAllByRole('region', { name: 'Backups' }).at(-1);
    expect(late?.textContent).toContain('(late)');
    expect(late?.className).toContain('amber');
  });

  it('shows each ad network’s day in its own card, opening the network’s screen', () => {
    const href = '/admin/ad-networks/7a1c6f2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    const offer = (label: string, value: number, money: boolean, attention = false) => ({
      id: `offers.ayet.${label}`,
      group: 'Offers today: Ayet Studios',
      label,
      value,
      format: money ? ('money' as const) : ('count' as const),
      href,
      attention,
    });
    render({
      figures: [
        offer('Completions', 12, false),
        offer('Reversals', 2, false),
        offer('Network paid', 30, true),
        offer('Members got', 31.5, true),
        offer('Margin', -1.5, true, true),
      ],
    });
    const card = screen.getByRole('region', { name: 'Offers today: Ayet Studios' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Completions12',
      'Reversals2',
      'Network paid$30.00',
      'Members got$31.50',
      'Margin-$1.50',
    ]);
    expect(links.every((link) => link.getAttribute('href') === href)).toBe(true);
    expect(links.at(-1)?.className).toContain('amber');
  });
});
