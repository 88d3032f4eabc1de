import type { TaskSubmission } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
import { ADMIN_TASKS_PAGE_SIZE } from '../api/admin-tasks';
import { ReviewQueue } from './review-queue';

const proof = (index: number): TaskSubmission => ({
  id: rowId(index),
  task: { id: rowId(500), title: 'Follow the page' },
  user: {
    id: rowId(900 + index),
    name: `Member ${String(index)}`,
    email: `member${String(index)}@example.com`,
    accountNumber: `ACC${String(index)}`,
  },
  screenshotUrl: `/uploads/proof-${String(index)}.pdf`,
  reward: 1,
  status: 'PENDING',
  reason: null,
  createdAt: '2026-03-05T14:07:00.000Z',
  decidedAt: null,
});

describe('ReviewQueue', () => {
  it('goes back to the last page when the page opened has emptied, never saying no proofs are waiting', async () => {
    localStorage.setItem('adminToken', 'token');
    const list = serveShrinkingList({
      path: '/api/task-submissions',
      pageSize: ADMIN_TASKS_PAGE_SIZE,
      row: proof,
    });
    renderRoutes([{ path: '/', element: <ReviewQueue /> }]);

    await openPageThatEmptied(list, 'Proof pages');
    expect(await screen.findByText('Member 1')).toBeTruthy();
    expect(screen.queryByText('No proofs are waiting for review.')).toBeNull();
  });
});
