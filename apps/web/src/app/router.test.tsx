import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { routes } from './router';

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
    const { router } = renderRoutes(routes, ['/admin']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Admin console')).toBeTruthy();
  });

  it('redirects /admin to the dashboard and titles the header from the path', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockFetch(({ url }) =>
      url === '/api/admins/me'
        ? jsonResponse({
            id: '5b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
            name: 'Sara Admin',
            email: 'admin@example.com',
            role: 'ADMIN',
          })
        : jsonResponse({
            members: { total: 10, pending: 3, active: 6, suspended: 1, unverified: 2, newToday: 1 },
            admins: { total: 2 },
          }),
    );
    const { router } = renderRoutes(routes, ['/admin']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Total members')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sara Admin' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Sections' });
    expect([...sidebar.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'New Deposits',
      'All Deposits',
      'All Withdrawals',
      'Withdrawals',
      'Send Email',
      'Video Bonus',
      'Levels',
      'Notifications',
      'Reward Ads',
      'Hot Offers',
      'Support',
      'Users',
      'Admins',
      'Transactions',
    ]);
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
});
