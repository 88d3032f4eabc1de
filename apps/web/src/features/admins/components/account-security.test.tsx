import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Admin } from '@earnflow/contracts';
import { ownerAdmin } from '@/test/fixtures';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { ChangePasswordCard, SecurityPolicyCard, TwoFactorCard } from './account-security';

describe('the admin change-password card', () => {
  it('asks for the new password twice and sends it only when both match', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(() => new Response(null, { status: 204 }));
    renderRoutes([{ path: '/admin/settings', element: <ChangePasswordCard /> }], ['/admin/settings']);

    await enter(screen.getByLabelText('Current password'), 'old-password-1');
    await enter(screen.getByLabelText('New password'), 'new-password-1');
    await enter(screen.getByLabelText('Confirm new password'), 'new-pasword-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    await enter(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/admins/me/password');
    expect(requests[0]?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'new-password-1' });
  });

  it('says so when the other sessions could not be signed out', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(() =>
      jsonResponse({ error: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500),
    );
    renderRoutes([{ path: '/admin/settings', element: <ChangePasswordCard /> }], ['/admin/settings']);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign them out' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/admins/me/sign-out-others']);
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

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    await enter(screen.getByLabelText('Password to set it up'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The password is not right.');
    // The message sits above the field and its button, not in their row.
    const button = screen.getByRole('button', { name: 'Set up two-factor sign-in' });
    expect(alert.parentElement?.contains(button)).toBe(true);
    expect(alert.parentElement).not.toBe(button.parentElement);
    expect(screen.queryByTestId('totp-secret')).toBeNull();

    await enter(screen.getByLabelText('Password to set it up'), 'right-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      ['/api/admins/me/two-factor/setup', { password: 'wrong-password' }],
      ['/api/admins/me/two-factor/setup', { password: 'right-password-1' }],
    ]);

    // Cancel leaves the QR step without turning anything on.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});

describe('the sign-in rule for all admins', () => {
  function renderPolicy(answerPatch: (body: unknown) => Response) {
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(({ method, body }) =>
      method === 'PATCH' ? answerPatch(body) : jsonResponse({ requireTwoFactor: false }),
    );
    renderRoutes(
      [{ path: '/admin/settings', element: <SecurityPolicyCard admin={{ ...ownerAdmin, role: 'OWNER' }} /> }],
      ['/admin/settings'],
    );
    return requests;
  }
  const patches = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PATCH');

  it('asks first, naming what it does to the other admins, then says it is done', async () => {
    const requests = renderPolicy((body) => jsonResponse(body));
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Require two-factor sign-in for every admin',
    });
    await waitFor(() => expect(toggle.disabled).toBe(false));

    await userEvent.click(toggle);
    expect(await screen.findByText('Require two-factor sign-in for every admin?')).toBeTruthy();
    expect(
      screen.getByText(
        'Every other admin who has not set it up is sent to Settings at once and can open nothing else until they do.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(patches(requests)).toHaveLength(0);

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, require it' }));
    expect(await screen.findByText('Two-factor sign-in required for every admin')).toBeTruthy();
    expect(patches(requests).map((request) => request.body)).toEqual([{ requireTwoFactor: true }]);
    expect(toggle.checked).toBe(true);
  });

  it('says so when the rule could not be changed', async () => {
    renderPolicy(() =>
      jsonResponse({ error: 'CONFLICT', message: 'Turn on your own two-factor sign-in first.' }, 409),
    );
    const toggle = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Require two-factor sign-in for every admin',
    });
    await waitFor(() => expect(toggle.disabled).toBe(false));

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, require it' }));
    await waitFor(() =>
      expect(screen.getAllByText('Turn on your own two-factor sign-in first.').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    expect(toggle.checked).toBe(false);
  });
});
