import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from '@/test/utils';
import { TwoFactorCard } from './two-factor-card';

const secret = 'JBSWY3DPEHPK3PXP';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-2345${String(index)}`);

function answer({ url, body }: RecordedRequest) {
  if (url === '/api/users/me/two-factor/setup') {
    return (body as { password: string }).password === 'right-password-1'
      ? jsonResponse({ secret, otpauthUrl: `otpauth://totp/EarnFlow:a%40b.co?secret=${secret}` })
      : jsonResponse(
          { error: 'VALIDATION_ERROR', message: 'The password is not correct.', field: 'password' },
          400,
        );
  }
  if (url === '/api/users/me/two-factor/enable') {
    return (body as { code: string }).code === '123456'
      ? jsonResponse({ recoveryCodes })
      : jsonResponse({ error: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not right.' }, 400);
  }
  if (url === '/api/users/me/two-factor/disable') return new Response(null, { status: 204 });
  return jsonResponse({});
}

describe('the member two-factor card', () => {
  it('asks for the password, shows the key and QR code, confirms with a code and shows the recovery codes once', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(answer);
    renderRoutes([{ path: '/', element: <TwoFactorCard account="member" enabled={false} /> }]);
    expect(screen.getByText('Off')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await enter(screen.getByLabelText('Password to set it up'), 'wrong-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(screen.queryByTestId('totp-secret')).toBeNull();

    await enter(screen.getByLabelText('Password to set it up'), 'right-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe(secret);
    expect(await screen.findByTitle('QR code for your authenticator app')).toBeTruthy();

    await enter(screen.getByLabelText('Code from the app'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    await enter(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    await enter(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const shown = await screen.findByTestId('recovery-codes');
    expect(shown.querySelectorAll('li')).toHaveLength(10);
    expect(shown.textContent).toContain('abcde-23450');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      ['/api/users/me/two-factor/setup', { password: 'wrong-password-1' }],
      ['/api/users/me/two-factor/setup', { password: 'right-password-1' }],
      ['/api/users/me/two-factor/enable', { code: '654321' }],
      ['/api/users/me/two-factor/enable', { code: '123456' }],
    ]);
  });

  it('turns it off with the password', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(answer);
    renderRoutes([{ path: '/', element: <TwoFactorCard account="member" enabled /> }]);
    expect(screen.getByText('On')).toBeTruthy();

    await enter(screen.getByLabelText('Password to turn it off'), 'right-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/me/two-factor/disable',
      body: { password: 'right-password-1' },
    });
    expect(await screen.findByText('Two-factor sign-in is off')).toBeTruthy();
  });
});
