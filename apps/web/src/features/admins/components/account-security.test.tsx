import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '@/test/utils';
import { ChangePasswordCard } from './account-security';

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
