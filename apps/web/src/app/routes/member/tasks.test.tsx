import type { MemberTask } from '@earnflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import TasksPage from './tasks';

const task = (id: string, title: string, status: 'in_progress' | 'completed' | null): MemberTask => ({
  id,
  title,
  description: `${title} description`,
  rewardAmount: 1.5,
  completed: status === 'completed',
  progress: status === 'completed' ? 100 : status === 'in_progress' ? 50 : 0,
  TaskProgress: status === null ? [] : [{ status, completedAt: null }],
  submission: null,
});

const ids = {
  fresh: '00000000-0000-4000-8000-000000000001',
  started: '00000000-0000-4000-8000-000000000002',
  done: '00000000-0000-4000-8000-000000000003',
};

const progressOf = (title: string) =>
  screen.getByRole('progressbar', { name: `${title} progress` }).getAttribute('aria-valuenow');

describe('Tasks screen', () => {
  it('shows 100 for completed tasks and 0 for the others on load, and 50 once started here', async () => {
    const started = new Set([ids.started]);
    const requests = mockFetch((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path === '/api/tasks')
        return jsonResponse([
          task(ids.fresh, 'Follow us', started.has(ids.fresh) ? 'in_progress' : null),
          task(ids.started, 'Rate the app', 'in_progress'),
          task(ids.done, 'Join the group', 'completed'),
        ]);
      if (path === `/api/tasks/${ids.fresh}/status` && request.method === 'PATCH') {
        started.add(ids.fresh);
        return jsonResponse({ taskId: ids.fresh, status: 'in_progress', progress: 50, completedAt: null });
      }
      return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <TasksPage /> }]);

    await screen.findByText('Follow us');
    expect([progressOf('Follow us'), progressOf('Rate the app'), progressOf('Join the group')]).toEqual([
      '0',
      '0',
      '100',
    ]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Start Task',
      'Complete Task',
      'Completed',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Start Task' }));
    await waitFor(() => {
      expect(progressOf('Follow us')).toBe('50');
    });
    expect(progressOf('Rate the app')).toBe('0');
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { status: 'in_progress' },
    ]);
  });
});
