import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { noteCodeSent } from './use-code-cooldown';
import { VerifyOtpForm } from './verify-otp-form';

function renderVerify(state?: { email: string }) {
  return renderRoutes(
    [
      { path: '/verify-otp', element: <VerifyOtpForm /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    [{ pathname: '/verify-otp', state }],
  );
}

async function typeCode(code: string) {
  await enter(screen.getByPlaceholderText('6-digit code'), code);
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('VerifyOtpForm', () => {
  it('shows the e-mail from navigation state, the code field and both buttons', () => {
    mockFetch(() => jsonResponse({}));
    renderVerify({ email: 'ayesha@example.com' });

    expect(screen.getByText('ayesha@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('placeholder')).toBe('6-digit code');
    expect(code).toHaveProperty('required', true);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeTruthy();
  });

  it('offers a way back: sign up again with another address, or log in', () => {
    mockFetch(() => jsonResponse({}));
    renderVerify({ email: 'ayesha@example.com' });

    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('asks for the e-mail when the page was opened without navigation state', () => {
    mockFetch(() => jsonResponse({}));
    renderVerify();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
  });

  it('verifies the code (any length), shows Verified! and goes to /login', async () => {
    const requests = mockFetch(() => jsonResponse({ message: 'Email verified.' }));
    const { router } = renderVerify({ email: 'ayesha@example.com' });

    await typeCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Verified!')).toBeTruthy();
    expect(screen.getByText('Your email has been verified.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/verify-otp',
      body: { email: 'ayesha@example.com', otp: '123' },
    });
  });

  it('shows the server message when verification fails', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'INVALID_OTP', message: 'The code is wrong or has expired.' }, 400),
    );
    renderVerify({ email: 'ayesha@example.com' });

    await typeCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('The code is wrong or has expired.')).toBeTruthy();
  });

  it("falls back to 'Could not verify OTP.' when the server sent no message", async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    renderVerify({ email: 'ayesha@example.com' });

    await typeCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Could not verify OTP.')).toBeTruthy();
  });

  it('does not send the code when it is empty', async () => {
    const requests = mockFetch(() => jsonResponse({ message: 'ok' }));
    renderVerify({ email: 'ayesha@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Enter the code from your email.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('resends the code with its own busy state and confirms with OTP Sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderVerify({ email: 'ayesha@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect((await screen.findByRole('button', { name: 'Sending...' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toHaveProperty('disabled', false);
    answer(jsonResponse({ message: 'If the account exists, a code was sent.' }));
    expect(await screen.findByText('OTP Sent')).toBeTruthy();
    expect(screen.getByText('A new OTP has been sent to your email.')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      url: '/api/users/resend-otp',
      body: { email: 'ayesha@example.com' },
    });
  });

  it('shows Failed to Resend with the server message when resending is rate-limited', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' }, 429),
    );
    renderVerify({ email: 'ayesha@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('Failed to Resend')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Try again in 15 minutes.')).toBeTruthy();
  });

  it('sends no resend request while there is no e-mail', async () => {
    const requests = mockFetch(() => jsonResponse({ message: 'ok' }));
    renderVerify();

    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('E-mail is required.');
    expect(requests).toHaveLength(0);
  });

  it('holds Resend OTP for the minute in which the server sends no other code, and says how long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const requests = mockFetch(() => jsonResponse({ message: 'ok' }));
    renderVerify({ email: 'ayesha@example.com' });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });

    await userEvent.click(resend);
    expect(await screen.findByText('OTP Sent')).toBeTruthy();
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(resend.getAttribute('aria-describedby')).toBe('resend-wait');
    expect(document.getElementById('resend-wait')?.textContent).toBe(
      'A code was just sent. You can ask for another in 60 s.',
    );

    // A second press within the minute sends nothing.
    await userEvent.click(resend);
    expect(requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + 45_000);
    await waitFor(() => expect(document.getElementById('resend-wait')?.textContent).toContain('in 15 s'));
    vi.setSystemTime(Date.now() + 15_000);
    await waitFor(() => expect(resend.getAttribute('aria-disabled')).toBeNull());
    expect(document.getElementById('resend-wait')).toBeNull();
    await userEvent.click(resend);
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('counts down from the code sign-up sent, for that e-mail only', () => {
    mockFetch(() => jsonResponse({}));
    noteCodeSent('Ayesha@Example.com');
    const view = renderVerify({ email: 'ayesha@example.com' });
    expect(screen.getByRole('button', { name: 'Resend OTP' }).getAttribute('aria-disabled')).toBe('true');
    view.unmount();

    renderVerify({ email: 'bilal@example.com' });
    expect(screen.getByRole('button', { name: 'Resend OTP' }).getAttribute('aria-disabled')).toBeNull();
  });
});
