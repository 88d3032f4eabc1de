import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { SupportForm } from './support-form';

const created = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  status: 'OPEN',
  createdAt: '2026-03-05T14:07:00.000Z',
};

function renderForm() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <SupportForm /> }]);
}
const fill = (label: string, value: string) => enter(screen.getByLabelText(label), value);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('SupportForm', () => {
  it('needs both fields after trimming', async () => {
    const requests = mockFetch(() => jsonResponse(created, 201));
    renderForm();
    await fill('Subject', '   ');
    await fill('Message', 'Hello');
    await submit();
    expect(await screen.findByText('Both fields are required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed fields, says so and clears the form', async () => {
    const requests = mockFetch(() => jsonResponse(created, 201));
    renderForm();
    await fill('Subject', ' Late deposit ');
    await fill('Message', ' Sent yesterday ');
    await submit();
    expect(await screen.findByText('Sent!')).toBeTruthy();
    expect(screen.getByText("Your message has been sent. We'll get back to you shortly.")).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/support');
    expect(requests[0]?.body).toEqual({ subject: 'Late deposit', message: 'Sent yesterday' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe(''));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });

  it('shows the server’s message, or its own when there is none', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' }, 429),
    );
    renderForm();
    await fill('Subject', 'A');
    await fill('Message', 'B');
    await submit();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Try again in 15 minutes.')).toBeTruthy();
  });

  it('falls back to "Unable to send message." without a server message', async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    renderForm();
    await fill('Subject', 'A');
    await fill('Message', 'B');
    await submit();
    expect(await screen.findByText('Unable to send message.')).toBeTruthy();
  });
});
