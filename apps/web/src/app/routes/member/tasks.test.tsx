import type { MemberTask } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('Tasks screen with proofs sent', () => {
  const reviewed = (
    id: string,
    title: string,
    submission: MemberTask['submission'],
    answer: Partial<MemberTask> = {},
  ): MemberTask => ({ ...task(id, title, 'in_progress'), progress: 75, submission, ...answer });

  it('shows a proof waiting for review as not done, an approved one as Completed, a rejected one with a way to try again', async () => {
    mockFetch(() =>
      jsonResponse([
        reviewed(ids.fresh, 'Follow us', { status: 'PENDING', reason: null }),
        // What the server answered before approval was required: completed at 100 while waiting.
        reviewed(
          ids.started,
          'Rate the app',
          { status: 'PENDING', reason: null },
          {
            completed: true,
            progress: 100,
            TaskProgress: [{ status: 'completed', completedAt: '2026-03-01T10:00:00.000Z' }],
          },
        ),
        reviewed(
          ids.done,
          'Join the group',
          { status: 'APPROVED', reason: null },
          {
            completed: true,
            progress: 100,
            TaskProgress: [{ status: 'completed', completedAt: '2026-03-01T11:00:00.000Z' }],
          },
        ),
        reviewed('00000000-0000-4000-8000-000000000004', 'Share a post', {
          status: 'REJECTED',
          reason: 'The screenshot is blurry',
        }),
      ]),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <TasksPage /> }]);

    await screen.findByText('Follow us');
    const card = (title: string) => {
      const found = screen.getAllByRole('listitem').find((item) => item.textContent.includes(title));
      if (!found) throw new Error(`no card for ${title}`);
      return within(found);
    };
    for (const title of ['Follow us', 'Rate the app']) {
      expect(progressOf(title)).toBe('75');
      expect(
        screen.getByRole('progressbar', { name: `${title} progress` }).getAttribute('aria-valuetext'),
      ).toBe('75%, waiting for review');
      const button = card(title).getByRole<HTMLButtonElement>('button', { name: 'Waiting for review' });
      expect(button.disabled).toBe(true);
      expect(card(title).queryByRole('button', { name: 'Completed' })).toBeNull();
      expect(card(title).getByText(/your proof was sent/).textContent).toBe(
        'Waiting for review: your proof was sent. The reward shows as Pending until it is approved.',
      );
    }
    expect(progressOf('Join the group')).toBe('100');
    expect(
      card('Join the group').getByRole<HTMLButtonElement>('button', { name: 'Completed' }).disabled,
    ).toBe(true);
    expect(card('Join the group').getByText(/the reward is in your balance/).textContent).toBe(
      'Approved: the reward is in your balance.',
    );
    expect(card('Share a post').getByText(/Submit a new screenshot/).textContent).toBe(
      'Rejected: The screenshot is blurry. Submit a new screenshot to try again.',
    );
    expect(
      card('Share a post').getByRole<HTMLButtonElement>('button', { name: 'Complete Task' }).disabled,
    ).toBe(false);
  });
});
