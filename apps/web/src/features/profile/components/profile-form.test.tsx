import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ProfileForm } from './profile-form';

const member = {
  id: '9b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  accountNumber: 'ABCD234567',
  profileImage: null,
  streakScore: 0,
  currentBalance: 0,
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  Wallet: { currentBalance: 0 },
  twoFactorEnabled: false,
  language: 'en',
};

describe('ProfileForm', () => {
  it('saves the new name, refreshes the cached member and confirms', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(({ body }) =>
      jsonResponse({ ...member, ...(typeof body === 'object' ? body : {}) }),
    );
    const { queryClient } = renderRoutes([
      { path: '/', element: <ProfileForm name={member.name} email={member.email} /> },
    ]);

    await enter(screen.getByLabelText('Name'), '  Ayesha K. Malik ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/users/me',
      body: { name: 'Ayesha K. Malik' },
    });
    expect(localStorage.getItem('userName')).toBe('Ayesha K. Malik');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toMatchObject({ name: 'Ayesha K. Malik' }));
  });
});
