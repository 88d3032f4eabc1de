import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from '@/test/utils';
import { patchAdminRoutes, routes } from './router';
import { activeMember, ownerAdmin } from '@/test/fixtures';

function memberApi({ url }: RecordedRequest): Response {
  if (url === '/api/users/me') return jsonResponse(activeMember);
  if (url === '/api/notifications/unread') return jsonResponse([]);
  if (url === '/api/ads')
    return jsonResponse({ items: [], done: 0, limit: 5, earnedToday: 0, canEarn: true, reason: null });
  return jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404);
}

describe('route table', () => {
  it('shows the 404 page with a link home for an unknown path and titles the page', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(routes, ['/no-such-page']);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found - EarnFlow'));
  });

  it('sends a visitor without a member token from the member area to /login', async () => {
    const requests = mockFetch(() => jsonResponse({}));
    const { router } = renderRoutes(routes, ['/settings']);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests).toHaveLength(0);
  });

  it('sends a visitor without an admin token from /admin to /auth/login', async () => {
    mockFetch(() => jsonResponse({}));
    const { router } = renderRoutes(routes, ['/admin'], undefined, {
      patchRoutesOnNavigation: patchAdminRoutes,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Admin console')).toBeTruthy();
  });

  it('redirects /admin to the dashboard and titles the header from the path', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(({ url }) =>
      url === '/api/admins/me'
        ? jsonResponse(ownerAdmin)
        : jsonResponse({
            today: '2026-03-01',
            figures: [
              {
                id: 'members.total',
                group: 'Members',
                label: 'All members',
                value: 10,
                format: 'count',
                href: '/admin/users',
                attention: false,
              },
            ],
            days: ['2026-03-01'],
            charts: [],
            reconciliation: {
              ok: true,
              problems: 0,
              checkedAt: '2026-03-01T10:00:00.000Z',
              failedChecks: [],
            },
            backup: { enabled: false, everyHours: 24, last: null, lastError: null, overdue: false },
          }),
    );
    const { router } = renderRoutes(routes, ['/admin'], undefined, {
      patchRoutesOnNavigation: patchAdminRoutes,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('All members')).toBeTruthy();
    expect(screen.getByText('Ledger balanced')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: ownerAdmin.name })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Sections' });
    expect([...sidebar.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'New Deposits',
      'All Deposits',
      'All Withdrawals',
      'Withdrawals',
      'Review',
      'Send Email',
      'Video Bonus',
      'Levels',
      'Notifications',
      'Reward Ads',
      'Ad Networks',
      'Hot Offers',
      'Support',
      'Users',
      'Admins',
      'Transactions',
      'Aviator',
      'Spin Wheel',
      'Tasks',
      'Redeem Codes',
      'Audit Log',
    ]);
  });

  it('learns the console pages on the first navigation into /admin and still has its 404 page', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(({ url }) =>
      url === '/api/admins/me'
        ? jsonResponse(ownerAdmin)
        : jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404),
    );
    const discovery = { patchRoutesOnNavigation: patchAdminRoutes };
    const unknown = renderRoutes(routes, ['/admin/no-such-page'], undefined, discovery);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    unknown.unmount();

    const { router } = renderRoutes(routes, ['/admin/audit-log'], undefined, discovery);
    await waitFor(() => expect(document.title).toBe('Audit Log - EarnFlow'));
    expect(router.state.matches.at(-1)?.route.path).toBe('audit-log');
    // Without discovery the same link lands on the console's 404 page: the table itself does not hold it.
    const bare = renderRoutes(routes, ['/admin/audit-log']);
    await waitFor(() => expect(bare.router.state.matches.at(-1)?.route.path).toBe('*'));
  });

  it("sends the admin from any console page to /auth/login when a page's call finds the session ended", async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(({ url }) =>
      url === '/api/admins/me'
        ? jsonResponse(ownerAdmin)
        : jsonResponse({ error: 'UNAUTHORIZED', message: 'Sign in again.' }, 401),
    );
    const { router } = renderRoutes(routes, ['/admin/audit-log'], undefined, {
      patchRoutesOnNavigation: patchAdminRoutes,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(router.state.location.search).toContain('audit-log');
  });

  it('sends the admin to Settings when a page is refused until two-factor set-up is done', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(({ url }) =>
      url === '/api/admins/me'
        ? jsonResponse(ownerAdmin)
        : jsonResponse({ error: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Set up two-factor sign-in.' }, 403),
    );
    const { router } = renderRoutes(routes, ['/admin/audit-log'], undefined, {
      patchRoutesOnNavigation: patchAdminRoutes,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
  });

  it('drops the stored member token and goes to /login when the shell profile fetch fails with 500', async () => {
    localStorage.setItem('userToken', 'token');
    localStorage.setItem('userName', 'Ayesha');
    mockFetch(() => jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500));
    const { router } = renderRoutes(routes, ['/']);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('sends /earn to /daily-ads (design §9), not to the 404 page', async () => {
    mockFetch(() => jsonResponse({}));
    const { router } = renderRoutes(routes, ['/earn']);

    // Without a token the guard of /daily-ads then asks for a sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('sends a signed-in member from /earn to /daily-ads', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(memberApi);
    const { router } = renderRoutes(routes, ['/earn']);

    expect(await screen.findByText('No ads available right now')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/daily-ads');
  });

  it('sends a signed-in member from /login and /signup home', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(memberApi);
    for (const path of ['/login', '/signup']) {
      const view = renderRoutes(routes, [path]);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Ayesha' })).toBeTruthy();
      view.unmount();
    }
  });

  it('shows /login when the signed-in member cannot be loaded, instead of bouncing back and forth', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Down.' }, 503));
    const { router } = renderRoutes(routes, ['/login']);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const profileCalls = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/login');
    expect(requests).toHaveLength(profileCalls);
  });
});
