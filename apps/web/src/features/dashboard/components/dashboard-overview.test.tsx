import type { AdminDashboard } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
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
});
