import type { AdminTask } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
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
  it('goes back to the last page when the page opened has emptied, never saying there are no tasks', async () => {
    localStorage.setItem('adminToken', 'token');
    const list = serveShrinkingList({ path: '/api/admin/tasks', pageSize: ADMIN_TASKS_PAGE_SIZE, row: task });
    renderRoutes([{ path: '/', element: <TasksManager /> }]);

    await openPageThatEmptied(list, 'Task pages');
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(screen.queryByText('No tasks yet.')).toBeNull();
  });
});
