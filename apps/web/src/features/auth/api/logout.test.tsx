import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberSessionKeys } from '@/lib/session';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { useLogout } from './logout';

function LogoutButton({ before }: { before: () => Promise<void> }) {
  const logout = useLogout({ before });
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Log out
    </button>
  );
}

function renderLogout(before: () => Promise<void>) {
  localStorage.setItem(memberSessionKeys.token, 'member-token');
  return renderRoutes(
    [
      { path: '/settings', element: <LogoutButton before={before} /> },
      { path: '/login', element: <p>Signed out</p> },
    ],
    ['/settings'],
  );
}

describe('useLogout', () => {
  it('runs `before` while the session still holds, then signs out on the server and here', async () => {
    const order: string[] = [];
    const requests = mockFetch(({ url, headers }) => {
      order.push(`${url} ${headers.get('Authorization') ?? ''}`);
      return jsonResponse({ message: 'Logged out' });
    });
    renderLogout(async () => {
      order.push(`before ${localStorage.getItem(memberSessionKeys.token) ?? 'no token'}`);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Signed out');
    expect(order).toEqual(['before member-token', '/api/users/logout Bearer member-token']);
    expect(requests).toHaveLength(1);
    expect(localStorage.getItem(memberSessionKeys.token)).toBeNull();
  });

  it('signs out even when `before` fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = mockFetch(() => jsonResponse({ message: 'Logged out' }));
    renderLogout(() => Promise.reject(new Error('push service gone')));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Signed out');
    await waitFor(() => expect(requests.map((request) => request.url)).toEqual(['/api/users/logout']));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
