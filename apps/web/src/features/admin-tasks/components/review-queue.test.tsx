import type { TaskSubmission } from '@earnflow/contracts';
import { describe, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId, rowMember } from '@/test/paging';
import { ADMIN_TASKS_PAGE_SIZE } from '../api/admin-tasks';
import { ReviewQueue } from './review-queue';

const proof = (index: number): TaskSubmission => ({
  id: rowId(index),
  task: { id: rowId(500), title: 'Follow the page' },
  user: rowMember(index),
  screenshotUrl: `/uploads/proof-${String(index)}.pdf`,
  reward: 1,
  status: 'PENDING',
  reason: null,
  createdAt: '2026-03-05T14:07:00.000Z',
  decidedAt: null,
});

describe('ReviewQueue', () => {
  it('goes back to the last page when the page opened has emptied, never saying no proofs are waiting', () =>
    expectEmptiedPageToGoBack(<ReviewQueue />, {
      path: '/api/task-submissions',
      pageSize: ADMIN_TASKS_PAGE_SIZE,
      row: proof,
      pagesLabel: 'Proof pages',
      firstRow: 'Member 1',
      none: 'No proofs are waiting for review.',
    }));
});
