import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ResetPasswordForm } from './reset-password-form';

function renderReset(state?: { email: string }) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordForm /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    [{ pathname: '/reset-password', state }],
  );
}

describe('ResetPasswordForm', () => {
  it('asks for the code in the same field as the verify page, and links to a new code', () => {
    mockFetch(() => jsonResponse({}));
    renderReset({ email: 'ayesha@example.com' });

    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ayesha@example.com');
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('placeholder')).toBe('6-digit code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code).toHaveProperty('required', true);
    expect(code.className).toContain('font-mono');
    expect(screen.getByRole('link', { name: 'Request a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('sends the e-mail, code and new password, then goes to /login', async () => {
    const requests = mockFetch(() => jsonResponse({ message: 'Password reset.' }));
    const { router } = renderReset({ email: 'ayesha@example.com' });

    await enter(screen.getByLabelText('Verification code'), '123456');
    await enter(screen.getByLabelText('New password'), 'correct-horse-9');
    await enter(screen.getByLabelText('Confirm password'), 'correct-horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/reset-password',
      body: { email: 'ayesha@example.com', otp: '123456', password: 'correct-horse-9' },
    });
  });
});
