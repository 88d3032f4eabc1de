import type { MemberTask } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No tasks right now');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const taskId = (n: number) => `00000000-0000-4000-8000-00000000000${String(n)}`;
const inProgress = (n: number): MemberTask => ({
  id: taskId(n),
  title: `Task ${String(n)}`,
  description: 'Follow and send a screenshot.',
  rewardAmount: 1,
  completed: false,
  progress: 50,
  TaskProgress: [{ status: 'in_progress', completedAt: null }],
  submission: null,
});

/** Two tasks in progress; the follow-up PATCH that marks one completed fails when `statusFails`. */
function serveTasks({ statusFails = false } = {}) {
  return mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/tasks') return jsonResponse([inProgress(1), inProgress(2)]);
    if (path === '/api/upload-file') return jsonResponse({ url: '/uploads/proof.png' }, 201);
    if (path === '/api/tasks/verify')
      return jsonResponse({
        message: 'Task submitted for review.',
        submissionId: '00000000-0000-4000-8000-0000000000f1',
        status: 'PENDING',
      });
    if (request.method === 'PATCH' && statusFails) return unavailable();
    if (request.method === 'PATCH')
      return jsonResponse({
        taskId: path.split('/')[3],
        status: 'completed',
        progress: 100,
        completedAt: '2026-03-01T10:00:00.000Z',
      });
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
}

async function openProofDialog(index: number) {
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Complete Task' }))[index] as HTMLElement,
  );
  return screen.findByRole('dialog', { name: 'Submit your screenshot' });
}

async function submitProof(index: number) {
  const dialog = await openProofDialog(index);
  await userEvent.upload(within(dialog).getByLabelText('Screenshot'), [
    new File(['x'], 'proof.png', { type: 'image/png' }),
  ]);
  await within(dialog).findByText('proof.png');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

const proofDialog = () => screen.queryByRole('dialog', { name: 'Submit your screenshot' });

describe('Tasks screen after a proof is sent', () => {
  it('keeps the spec’s confirmation, and the card then says the proof waits for review, not done', async () => {
    let sent = false;
    const requests = mockFetch((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path === '/api/tasks')
        return jsonResponse([
          sent
            ? { ...inProgress(1), progress: 75, submission: { status: 'PENDING', reason: null } }
            : inProgress(1),
        ]);
      if (path === '/api/upload-file') return jsonResponse({ url: '/uploads/proof.png' }, 201);
      if (path === '/api/tasks/verify') {
        sent = true;
        return jsonResponse({
          message: 'Task verified and marked as completed!',
          submissionId: '00000000-0000-4000-8000-0000000000f1',
          status: 'PENDING',
        });
      }
      if (request.method === 'PATCH')
        return jsonResponse({ taskId: taskId(1), status: 'in_progress', progress: 75, completedAt: null });
      return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    renderTasks();
    await submitProof(0);
    await screen.findByText('Task verified and marked as completed!');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    const waiting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Waiting for review' });
    expect(waiting.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Completed' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Task 1 progress' }).getAttribute('aria-valuenow')).toBe(
      '75',
    );
    expect(screen.getByText(/your proof was sent/)).toBeTruthy();
    // The spec's calls, in the spec's order: verify, then the status update.
    expect(
      requests
        .filter((request) => request.method !== 'GET' && !request.url.includes('upload-file'))
        .map((request) => `${request.method} ${new URL(request.url, 'http://localhost').pathname}`),
    ).toEqual(['POST /api/tasks/verify', `PATCH /api/tasks/${taskId(1)}/status`]);
  });
});

describe('Tasks screen screenshot dialog', () => {
  it('starts each task with no screenshot, so Submit waits for a new upload', async () => {
    serveTasks();
    renderTasks();
    await submitProof(0);
    await screen.findByText('Task verified and marked as completed!');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(proofDialog()).toBeNull());

    const dialog = await openProofDialog(1);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    expect(within(dialog).queryByText('proof.png')).toBeNull();
  });

  it('closes and confirms once the proof is verified, even when marking the task completed fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = serveTasks({ statusFails: true });
    renderTasks();
    await submitProof(0);
    await screen.findByText('Task verified and marked as completed!');
    await waitFor(() => expect(proofDialog()).toBeNull());
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not mark the task completed.', expect.anything()),
    );
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(screen.queryByText('Verification failed')).toBeNull();
    expect(screen.queryByText('Try again later.')).toBeNull();
  });
});
