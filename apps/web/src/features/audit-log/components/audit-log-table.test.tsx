import type { AuditEntry } from '@earnflow/contracts';
import { describe, expect, it } from 'vitest';
import { expectEmptiedPageToGoBack } from '@/test/paging';
import { jsonResponse } from '@/test/utils';
import { AUDIT_PAGE_SIZE } from '../api/get-audit-log';
import { actionLabel, AuditLogTable } from './audit-log-table';

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
