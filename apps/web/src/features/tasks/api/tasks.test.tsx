import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { useVerifyTask } from './tasks';

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
