import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownerAdmin as admin } from '@/test/fixtures';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
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

    await enter(screen.getByLabelText('Email'), 'tariq@example.com');
    await enter(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('adminToken')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    await enter(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(requests.at(-1)?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
  });

  it('offers a keyboard with letters for a recovery code', async () => {
    const requests = mockFetch(({ url }) =>
      url === '/api/admins/login'
        ? jsonResponse({ twoFactorRequired: true, challengeToken: 'challenge-2' })
        : jsonResponse({ token: 'admin-token', admin }),
    );
    renderRoutes(
      [
        { path: '/auth/login', element: <AdminLoginForm /> },
        { path: '/admin/dashboard', element: <p>Dashboard page</p> },
      ],
      ['/auth/login'],
    );
    await enter(screen.getByLabelText('Email'), 'tariq@example.com');
    await enter(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByLabelText('Authentication code')).getAttribute('inputmode')).toBe('numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('inputmode')).toBe('text');
    expect(document.activeElement).toBe(field);
    await enter(field, 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toEqual({ challengeToken: 'challenge-2', code: 'abcde-12345' }),
    );
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
