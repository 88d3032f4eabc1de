import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LoginForm } from './login-form';

const user = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  accountNumber: 'WXYZ234567',
  status: 'ACTIVE',
};

function renderLogin(at = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/chat/admin', element: <p>Support chat</p> },
    ],
    [at],
  );
}

describe('LoginForm', () => {
  it('checks the fields on submit, focuses the first wrong one and sends nothing', async () => {
    const requests = mockFetch(() => jsonResponse({ token: 'token', user }));
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('E-mail is required.');
    expect(document.activeElement).toBe(email);
    expect(requests).toHaveLength(0);
  });

  it('checks a field again as it is typed in once the form was submitted', async () => {
    mockFetch(() => jsonResponse({ token: 'token', user }));
    renderLogin();
    await enter(screen.getByLabelText('Email'), 'ayesha');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await waitFor(() => expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull());
    expect(screen.getByText('Password is required.')).toBeTruthy();
  });

  it('sends the e-mail trimmed and lower-cased, stores the token and goes home', async () => {
    const requests = mockFetch(() => jsonResponse({ token: 'member-token', user }));
    const { router } = renderLogin();
    await enter(screen.getByLabelText('Email'), '  Ayesha@Example.COM ');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('userToken')).toBe('member-token');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/users/login');
    expect(requests[0]?.body).toEqual({ email: 'ayesha@example.com', password: 'secret' });
  });

  it.each([
    ['/login?next=%2Fchat%2Fadmin%3Fdraft%3D1', '/chat/admin', '?draft=1'],
    ['/login?next=%2F%2Fevil.example%2Fchat%2Fadmin', '/', ''],
    ['/login?next=https%3A%2F%2Fevil.example', '/', ''],
  ])('signed in from %s, goes to %s (only a page of this app)', async (at, pathname, search) => {
    mockFetch(() => jsonResponse({ token: 'member-token', user }));
    const { router } = renderLogin(at);
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it("shows the server's message when the login fails", async () => {
    mockFetch(() =>
      jsonResponse({ error: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }, 401),
    );
    renderLogin();
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
  });

  it('asks for the e-mailed sign-in code when the server wants one, then sends it with the password', async () => {
    const message =
      'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.';
    const requests = mockFetch((request) =>
      (request.body as { otp?: string }).otp === undefined
        ? jsonResponse({ error: 'SIGN_IN_CODE_REQUIRED', message }, 401)
        : jsonResponse({ token: 'member-token', user }),
    );
    renderLogin();
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(screen.queryByRole('alert')).toBeNull();
    await enter(screen.getByLabelText('Sign-in code'), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(requests.map((request) => request.body)).toEqual([
      { email: 'ayesha@example.com', password: 'secret' },
      { email: 'ayesha@example.com', password: 'secret', otp: '123456' },
    ]);
    // Every call says which browser it comes from, with the one id this browser keeps.
    const devices = requests.map((request) => request.headers.get('x-device-id'));
    expect(devices[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(devices[1]).toBe(devices[0]);
  });

  it('asks for the authenticator code after the password when two-factor sign-in is on', async () => {
    const requests = mockFetch((request) => {
      if (request.url === '/api/users/login') {
        return jsonResponse({ twoFactorRequired: true, challengeToken: 'challenge-1' });
      }
      const { code } = request.body as { code: string };
      return code === '654321'
        ? jsonResponse({ token: 'member-token', user })
        : jsonResponse({ error: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not right.' }, 401);
    });
    const { router } = renderLogin();
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code.'),
    ).toBeTruthy();
    // No session before the second factor.
    expect(localStorage.getItem('userToken')).toBeNull();
    const field = screen.getByLabelText('Authentication code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(requests).toHaveLength(1);

    await enter(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    await enter(field, ' 654321 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('userToken')).toBe('member-token');
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      ['/api/users/login', { email: 'ayesha@example.com', password: 'secret' }],
      ['/api/users/login/two-factor', { challengeToken: 'challenge-1', code: '111111' }],
      ['/api/users/login/two-factor', { challengeToken: 'challenge-1', code: '654321' }],
    ]);
  });

  it('takes a recovery code instead, and can start again with the password', async () => {
    const requests = mockFetch((request) =>
      request.url === '/api/users/login'
        ? jsonResponse({ twoFactorRequired: true, challengeToken: 'challenge-2' })
        : jsonResponse({ token: 'member-token', user }),
    );
    renderLogin();
    await enter(screen.getByLabelText('Email'), 'ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Start again with the password' }));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ayesha@example.com');
    await enter(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await enter(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ challengeToken: 'challenge-2', code: 'abcde-23456' });
  });

  it('links to the forgotten-password and sign-up pages', () => {
    mockFetch(() => jsonResponse({}));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });
});
