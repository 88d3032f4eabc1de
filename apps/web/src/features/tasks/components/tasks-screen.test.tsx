import { fireEvent, screen } from '@testing-library/react';
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
