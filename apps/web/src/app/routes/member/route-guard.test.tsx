import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, takeConsoleErrors } from '@/test/utils';
import { queryKeys } from '@/lib/query-keys';
import { RouteGuard } from './route-guard';
import { activeMember as member } from '@/test/fixtures';

function renderGuard(prepare?: Parameters<typeof renderRoutes>[2]) {
  return renderRoutes(
    [
      {
        path: '/daily-ads',
        element: (
          <RouteGuard>
            <p>Protected ads</p>
          </RouteGuard>
        ),
      },
      {
        path: '/videos',
        element: (
          <RouteGuard>
            <p>Protected videos</p>
          </RouteGuard>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
      { path: '/upgrade-level', element: <p>Upgrade page</p> },
    ],
    ['/daily-ads'],
    prepare,
  );
}

describe('RouteGuard', () => {
  it('sends a visitor without a member token to /login without calling the API', async () => {
    const requests = mockFetch(() => jsonResponse(member));
    const { router } = renderGuard();

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    // The page asked for rides along, so signing in returns to it.
    expect(router.state.location.search).toBe('?next=%2Fdaily-ads');
    expect(requests).toHaveLength(0);
  });

  it('sends the member to /login when GET /users/me answers 401', async () => {
    localStorage.setItem('userToken', 'expired');
    mockFetch(() => jsonResponse({ error: 'UNAUTHORIZED', message: 'Sign in again.' }, 401));
    renderGuard();

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByText('Protected ads')).toBeNull();
  });

  it('blocks a PENDING member with the Action Required dialog leading to /upgrade-level', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({ ...member, status: 'PENDING' }));
    const { router } = renderGuard();

    expect(await screen.findByText('Action Required')).toBeTruthy();
    expect(screen.getByText('You must deposit or upgrade your level to access rewards.')).toBeTruthy();
    expect(screen.queryByText('Protected ads')).toBeNull();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token');

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade-level'));
    expect(await screen.findByText('Upgrade page')).toBeTruthy();
  });

  it('counts the member shell’s check of a moment ago for the first page, and checks again on every route change', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse(member));
    const { router } = renderGuard((client) => {
      // As in the app, where a fetched member stays fresh for 30 s (the tests' default is 0).
      client.setQueryDefaults(queryKeys.me, { staleTime: 30_000 });
      client.setQueryData(queryKeys.me, member);
    });

    expect(await screen.findByText('Protected ads')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await router.navigate('/videos');
    expect(await screen.findByText('Protected videos')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/users/me']);
  });

  it('shows the content to an ACTIVE member once the check is done', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse(member));
    renderGuard();

    expect(screen.queryByText('Protected ads')).toBeNull();
    expect(await screen.findByText('Protected ads')).toBeTruthy();
    expect(screen.queryByText('Action Required')).toBeNull();
  });

  it('only logs other failures of the member check', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500));
    const { router } = renderGuard();

    expect(await screen.findByText('Protected ads')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/daily-ads');
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});
