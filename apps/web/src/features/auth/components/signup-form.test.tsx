import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { SignupForm } from './signup-form';

function renderSignup(path = '/signup') {
  return renderRoutes([{ path: '/signup', element: <SignupForm /> }], [path]);
}

async function fillAndSubmit() {
  const fill = (label: string, value: string) => enter(screen.getByLabelText(label), value);
  await fill('Name', 'Ayesha Khan');
  await fill('Email', 'ayesha@example.com');
  await fill('Password', 'correct-horse-9');
  await fill('Confirm password', 'correct-horse-9');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupForm', () => {
  it('marks only the referral code field when the server does not know the code, and focuses it', async () => {
    mockFetch(() =>
      jsonResponse(
        { error: 'VALIDATION_ERROR', message: 'Referral code not found.', field: 'referralCode' },
        400,
      ),
    );
    renderSignup('/signup?ref=zzzz234567');
    await fillAndSubmit();

    const field = screen.getByLabelText('Referral code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Referral code not found.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('shows any other refusal above the form', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'RATE_LIMITED', message: 'Too many attempts. Try again later.' }, 429),
    );
    renderSignup();
    await fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again later.');
    expect(screen.getByLabelText('Referral code').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the browser from filling the referral code, and links to log in', () => {
    mockFetch(() => jsonResponse({}));
    renderSignup('/signup?ref=WXYZ234567');

    const field = screen.getByLabelText('Referral code');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field).toHaveProperty('value', 'WXYZ234567');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
