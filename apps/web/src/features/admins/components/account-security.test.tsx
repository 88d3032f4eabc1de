import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin } from '@earnflow/contracts';
import { ownerAdmin } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ChangePasswordCard, TwoFactorCard } from './account-security';

describe('the admin change-password card', () => {
  it('asks for the new password twice and sends it only when both match', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(() => new Response(null, { status: 204 }));
    renderRoutes([{ path: '/admin/settings', element: <ChangePasswordCard /> }], ['/admin/settings']);

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-pasword-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/admins/me/password');
    expect(requests[0]?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
  });
});

describe('the two-factor card', () => {
  it('asks for the password before it shows a secret to scan', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const admin: Admin = { ...ownerAdmin, role: 'OWNER', twoFactorEnabled: false };
    const requests = mockFetch(({ body }) =>
      (body as { password: string }).password === 'right-password-1'
        ? jsonResponse({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/EarnFlow?secret=JBSWY3DPEHPK3PXP',
          })
        : jsonResponse({ error: 'VALIDATION_ERROR', message: 'The password is not right.' }, 400),
    );
    renderRoutes(
      [{ path: '/admin/settings', element: <TwoFactorCard admin={admin} /> }],
      ['/admin/settings'],
    );

    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Password to set it up'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('The password is not right.')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();

    fireEvent.change(screen.getByLabelText('Password to set it up'), {
      target: { value: 'right-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      ['/api/admins/me/two-factor/setup', { password: 'wrong-password' }],
      ['/api/admins/me/two-factor/setup', { password: 'right-password-1' }],
    ]);
  });
});
