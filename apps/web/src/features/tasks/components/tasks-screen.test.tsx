import type { MemberTask } from '@earnflow/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TasksScreen } from './tasks-screen';

const unavailable = () => jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503);

function renderTasks() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <TasksScreen /> }]);
}

describe('Tasks screen when the list does not come', () => {
  it('says the tasks did not load, not that there are none, and Try again loads them', async () => {
    let failing = true;
    mockFetch(() => (failing ? unavailable() : jsonResponse([])));
    renderTasks();

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load today’s tasks.');
    expect(screen.queryByText('No tasks right now')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No tasks right now');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Tasks screen after a proof is sent', () => {
  it('shows a task whose proof waits for review as waiting, not as completed', async () => {
    const pending: MemberTask = {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Follow us',
      description: 'Follow and send a screenshot.',
      rewardAmount: 1,
      completed: true,
      progress: 100,
      TaskProgress: [{ status: 'completed', completedAt: '2026-03-01T10:00:00.000Z' }],
      submission: { status: 'PENDING', reason: null },
    };
    mockFetch(() => jsonResponse([pending]));
    renderTasks();

    const card = within(
      (await screen.findByRole('heading', { name: 'Follow us' })).closest('li') ?? document.body,
    );
    const button = card.getByRole('button');
    expect(button.textContent).toBe('Waiting for review');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(card.queryByText(/Completed/)).toBeNull();
    expect(card.getByText(/Your reward shows as Pending/)).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
