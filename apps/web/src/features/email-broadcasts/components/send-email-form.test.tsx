import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { SendEmailForm } from './send-email-form';

const broadcast = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  subject: 'News',
  queued: 3,
  sent: 0,
  failed: 0,
  pending: 3,
  done: false,
  createdAt: '2026-03-05T14:07:00.000Z',
  message: '3 e-mails queued.',
};

function renderForm() {
  localStorage.setItem('adminToken', 'token');
  return renderRoutes([{ path: '/', element: <SendEmailForm /> }]);
}
const fill = (label: string, value: string) => enter(screen.getByLabelText(label), value);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
const confirmSend = async () => userEvent.click(await screen.findByRole('button', { name: 'Yes, send it' }));

describe('SendEmailForm', () => {
  it('has a 10-row HTML body and needs subject and body', async () => {
    const requests = mockFetch(() => jsonResponse(broadcast, 202));
    renderForm();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Body (HTML)').rows).toBe(10);
    await fill('Subject', 'News');
    await fill('Body (HTML)', '   ');
    await submit();
    expect(await screen.findByText('Subject and body are required.')).toBeTruthy();
    expect(screen.queryByText('Send this e-mail to every member?')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('asks before e-mailing every member, naming the subject, and sends nothing when cancelled', async () => {
    const requests = mockFetch(() => jsonResponse(broadcast, 202));
    renderForm();
    await fill('Subject', ' News ');
    await fill('Body (HTML)', '<p>Hello</p>');
    await submit();
    expect(await screen.findByText('Send this e-mail to every member?')).toBeTruthy();
    expect(
      screen.getByText('"News" goes to every member who receives announcements. This cannot be undone.'),
    ).toBeTruthy();
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Send this e-mail to every member?')).toBeNull());
    expect(requests).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe(' News ');
  });

  it('sends, says so and clears the fields', async () => {
    const requests = mockFetch(() => jsonResponse(broadcast, 202));
    renderForm();
    await fill('Subject', ' News ');
    await fill('Body (HTML)', '<p>Hello</p>');
    await submit();
    await confirmSend();
    expect(await screen.findByText('Emails sent to all users.')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/email/send-email-to-all');
    expect(requests[0]?.body).toEqual({ subject: 'News', body: '<p>Hello</p>' });
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('');
  });

  it('shows the server’s message, or "Failed to send emails."', async () => {
    mockFetch(() => new Response('oops', { status: 502 }));
    renderForm();
    await fill('Subject', 'News');
    await fill('Body (HTML)', '<p>Hello</p>');
    await submit();
    await confirmSend();
    expect(await screen.findByText('Failed to send emails.')).toBeTruthy();
  });
});
