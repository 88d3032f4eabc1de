import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerAdmin as admin } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { sidebarItemsFor } from '@/components/layouts/admin-frame';
import { AdminLoginForm } from './admin-login-form';

describe('admin sign-in with two-factor', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const requests = mockFetch(({ url }) =>
      url === '/api/admins/login'
        ? jsonResponse({ twoFactorRequired: true, challengeToken: 'challenge-1' })
        : jsonResponse({ token: 'admin-token', admin }),
    );
    const { router } = renderRoutes(
      [
        { path: '/auth/login', element: <AdminLoginForm /> },
        { path: '/admin/dashboard', element: <p>Dashboard page</p> },
      ],
      ['/auth/login'],
    );

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'tariq@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('adminToken')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests.at(-1)?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
  });
});

describe('the sidebar by role', () => {
  it('shows support staff only support items and owners everything', () => {
    expect(sidebarItemsFor('SUPPORT').map((item) => item.label)).toEqual(['Notifications', 'Support']);
    expect(sidebarItemsFor('ADMIN').map((item) => item.label)).not.toContain('Admins');
    expect(sidebarItemsFor('OWNER').map((item) => item.label)).toContain('Admins');
    expect(sidebarItemsFor(undefined)).toEqual([]);
  });
});
