import type { MemberTask } from '@earnflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { TASKS_REVIEW_POLL_MS, useTasks, useVerifyTask } from './tasks';

function SubmitProofButton() {
  const verify = useVerifyTask();
  return (
    <button
      type="button"
      onClick={() => verify.mutate({ taskId: 'task-1', screenshotUrl: '/uploads/a.png' })}
    >
      Submit proof
    </button>
  );
}

describe('useVerifyTask', () => {
  it('refreshes the earnings history once a proof is sent, where its pending reward now shows', async () => {
    mockFetch(() =>
      jsonResponse({
        message: 'Task submitted for review.',
        submissionId: '00000000-0000-4000-8000-000000000001',
        status: 'PENDING',
      }),
    );
    localStorage.setItem('userToken', 'token');
    const { queryClient } = renderRoutes([{ path: '/', element: <SubmitProofButton /> }]);
    const history = [...queryKeys.earnings, 'history'];
    queryClient.setQueryData(history, {});

    await userEvent.click(screen.getByRole('button', { name: 'Submit proof' }));

    await waitFor(() => expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true));
  });
});

describe('useTasks', () => {
  const waitingTask: MemberTask = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Follow us',
    description: 'Follow the page and send a screenshot.',
    rewardAmount: 0.5,
    completed: false,
    progress: 100,
    TaskProgress: [],
    submission: { status: 'PENDING', reason: null },
  };

  afterEach(() => {
    setLiveStatus('down');
    vi.useRealTimers();
  });

  async function renderTasks() {
    vi.useFakeTimers();
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse([waitingTask]));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    renderHook(() => useTasks(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    return requests;
  }

  it('reads the list again while a proof waits for review and the stream is not open', async () => {
    const requests = await renderTasks();
    await act(() => vi.advanceTimersByTimeAsync(TASKS_REVIEW_POLL_MS * 2));
    expect(requests).toHaveLength(3);
  });

  it('leaves it to the stream’s decision event while the stream is open', async () => {
    act(() => setLiveStatus('open'));
    const requests = await renderTasks();
    await act(() => vi.advanceTimersByTimeAsync(TASKS_REVIEW_POLL_MS * 4));
    expect(requests).toHaveLength(1);
  });
});
