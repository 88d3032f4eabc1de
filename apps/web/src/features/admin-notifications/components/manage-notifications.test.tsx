import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dismissDialog, enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ManageNotifications } from './manage-notifications';

const notification = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  title: 'Eid bonus',
  message: 'Double rewards',
  createdAt: '2026-03-05T14:07:00.000Z',
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderPage() {
  localStorage.setItem('adminToken', 'token');
  return renderRoutes([{ path: '/', element: <ManageNotifications /> }]);
}

/** The side form, open when the page opens. */
function openForm() {
  return screen.getByRole('complementary', { name: 'Add Notification' });
}

describe('ManageNotifications', () => {
  it('opens with the side form, whose own button is the only Add Notification until it closes', async () => {
    mockFetch(() => jsonResponse(page([notification])));
    renderPage();
    await screen.findByText('Eid bonus');
    const form = openForm();
    // Open on arrival, the form does not take the focus.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getAllByRole('button', { name: 'Add Notification' })).toEqual([
      within(form).getByRole('button', { name: 'Add Notification' }),
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Close the form' }));
    expect(screen.queryByRole('complementary', { name: 'Add Notification' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Notification' }));
    const reopened = openForm();
    await waitFor(() => expect(document.activeElement).toBe(within(reopened).getByLabelText('Title')));
  });

  it('needs title and message, then creates and says so', async () => {
    const requests = mockFetch((request) =>
      request.method === 'POST' ? jsonResponse(notification, 201) : jsonResponse(page([])),
    );
    renderPage();
    const form = openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText('All fields are required')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await dismissDialog();

    await enter(within(form).getByLabelText('Title'), ' Eid bonus ');
    await enter(within(form).getByLabelText('Message'), 'Double rewards');
    await userEvent.click(await within(form).findByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText('Notification created')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/notifications/create');
    expect(post?.body).toEqual({ title: 'Eid bonus', message: 'Double rewards' });
    // The form stays open, emptied, for the next one.
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('complementary', { name: 'Add Notification' })).toBe(form);
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Title')));
  });

  it('shows the failure text when creating fails', async () => {
    mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Something broke.' }, 500)
        : jsonResponse(page([])),
    );
    renderPage();
    const form = openForm();
    await enter(within(form).getByLabelText('Title'), 'A');
    await enter(within(form).getByLabelText('Message'), 'B');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Notification' }));
    expect(await screen.findByText('Failed to create notification')).toBeTruthy();
  });

  it('asks before deleting and confirms with the spec’s texts', async () => {
    const requests = mockFetch((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(page([notification])),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete notification Eid bonus' }));
    expect(await screen.findByText('This notification will be permanently deleted!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Notification has been deleted.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(
      `/api/notifications/${notification.id}`,
    );
  });

  it('shows the page before when deleting empties the last page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => ({
      ...notification,
      id: `5f0c2a8e-7d4b-4c1e-9a3f-${String(index).padStart(12, '0')}`,
      title: `Notice ${String(index + 1)}`,
    }));
    const last = { ...notification, title: 'Last one' };
    let deleted = false;
    mockFetch((request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      const pageNumber = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      const items = pageNumber === 1 ? firstPage : deleted ? [] : [last];
      return jsonResponse({ items, total: deleted ? 20 : 21, page: pageNumber, pageSize: 20 });
    });
    renderPage();
    await screen.findByText('Notice 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete notification Last one' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Notification has been deleted.')).toBeTruthy();
    expect(await screen.findByText('Notice 20')).toBeTruthy();
    expect(screen.queryByText('No notifications found.')).toBeNull();
  });
});
