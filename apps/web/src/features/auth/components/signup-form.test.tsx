import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { SignupForm } from './signup-form';

describe('SignupForm', () => {
  it('marks the referral code field when the server does not know the code, and focuses it', async () => {
    mockFetch(() => jsonResponse({ error: 'VALIDATION_ERROR', message: 'Referral code not found.' }, 400));
    renderRoutes([{ path: '/signup', element: <SignupForm /> }], ['/signup?ref=zzzz234567']);

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Name', 'Ayesha Khan');
    fill('Email', 'ayesha@example.com');
    fill('Password', 'correct-horse-9');
    fill('Confirm password', 'correct-horse-9');
    fireEvent.submit(screen.getByLabelText('Name').closest('form') as HTMLFormElement);

    const field = screen.getByLabelText('Referral code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Referral code not found.').length).toBeGreaterThanOrEqual(1);
    expect(document.activeElement).toBe(field);
  });
});
