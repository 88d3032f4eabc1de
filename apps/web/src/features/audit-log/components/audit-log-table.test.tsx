import type { AuditEntry } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { expectEmptiedPageToGoBack } from '@/test/paging';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { AUDIT_PAGE_SIZE } from '../api/get-audit-log';
import { actionLabel, AuditLogTable, changedKeys, fieldText } from './audit-log-table';

describe('actionLabel', () => {
  it('reads an action as words, and a failed deposit as rejected', () => {
    expect(actionLabel('support_ticket.close')).toBe('Support ticket close');
    expect(actionLabel('spin-segment.update')).toBe('Spin segment update');
    expect(actionLabel('deposit.failed')).toBe('Deposit rejected');
    expect(actionLabel('deposit.completed')).toBe('Deposit completed');
  });
});

const entry = (index: number): AuditEntry => ({
  id: index,
  admin: null,
  action: `setting.change-${index}`,
  targetType: 'setting',
  targetId: null,
  before: null,
  after: null,
  createdAt: '2026-03-05T14:07:00.000Z',
});

describe('AuditLogTable', () => {
  it('goes back to the last page when the page opened has emptied, never saying nothing was recorded', () =>
    expectEmptiedPageToGoBack(<AuditLogTable />, {
      path: '/api/admin/audit-log',
      pageSize: AUDIT_PAGE_SIZE,
      row: entry,
      others: () => jsonResponse([]),
      pagesLabel: 'Audit log pages',
      firstRow: 'Setting change 1',
      none: 'Nothing has been recorded yet.',
    }));
});

describe('fieldText', () => {
  it('writes cents as dollars, instants as en-GB date-times and a failed deposit as rejected', () => {
    expect(fieldText('priceCents', 125000, 'level')).toBe('$1,250.00');
    expect(fieldText('ratePerAdCents', 30, 'level')).toBe('$0.30');
    expect(fieldText('createdAt', '2026-11-28T05:28:07.930Z', 'level')).toBe(
      formatDateTime('2026-11-28T05:28:07.930Z'),
    );
    expect(fieldText('status', 'FAILED', 'deposit')).toBe('Rejected');
    expect(fieldText('status', 'FAILED', 'withdrawal')).toBe('Rejected');
    expect(fieldText('status', 'COMPLETED', 'deposit')).toBe('Completed');
    expect(fieldText('status', 'ACTIVE', 'user')).toBe('ACTIVE');
    expect(fieldText('isActive', true, 'level')).toBe('true');
  });
});

describe('changedKeys', () => {
  it('names the fields whose value differs, or none when a side is not a record', () => {
    expect(changedKeys({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual(new Set(['b', 'c']));
    expect(changedKeys(null, { a: 1 })).toBeNull();
  });
});

describe('AuditLogTable entries', () => {
  it('shows an update by the fields that changed, the others folded under After', async () => {
    const update: AuditEntry = {
      ...entry(1),
      action: 'level.update',
      targetType: 'level',
      targetId: '00000000-0000-4000-8000-000000000001',
      before: { title: 'Bronze', priceCents: 125000, expiryInDays: 30 },
      after: { title: 'Bronze', priceCents: 130000, expiryInDays: 30 },
    };
    mockFetch((request) =>
      request.url.startsWith('/api/admin/audit-log?')
        ? jsonResponse({ items: [update], total: 1, page: 1, pageSize: AUDIT_PAGE_SIZE })
        : jsonResponse([]),
    );
    localStorage.setItem('adminToken', 'token');
    renderRoutes([{ path: '/', element: <AuditLogTable /> }]);

    const row = (await screen.findByText('Level update')).closest('tr');
    if (row === null) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    const [before, after] = cells.slice(-2);
    if (before === undefined || after === undefined) throw new Error('no cells');
    expect(before.textContent).toBe('price $1,250.00');
    expect(after.textContent).toContain('price $1,300.00');
    const folded = within(after).getByText('2 unchanged');
    await userEvent.click(folded);
    expect(after.textContent).toContain('title Bronze');
    expect(after.textContent).toContain('expiryInDays 30');
  });
});
