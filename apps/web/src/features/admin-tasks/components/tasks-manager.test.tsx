import type { AdminTask } from '@earnflow/contracts';
import { describe, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
import { ADMIN_TASKS_PAGE_SIZE } from '../api/admin-tasks';
import { TasksManager } from './tasks-manager';

const task = (index: number): AdminTask => ({
  id: rowId(index),
  title: `Task ${String(index)}`,
  description: 'Follow the page.',
  reward: 1,
  isActive: true,
  pendingReviews: 0,
  approved: 0,
  createdAt: '2026-03-05T14:07:00.000Z',
});

describe('TasksManager', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no tasks', () =>
    expectEmptiedPageToGoBack(<TasksManager />, {
      path: '/api/admin/tasks',
      pageSize: ADMIN_TASKS_PAGE_SIZE,
      row: task,
      pagesLabel: 'Task pages',
      firstRow: 'Task 1',
      none: 'No tasks yet.',
    }));
});
