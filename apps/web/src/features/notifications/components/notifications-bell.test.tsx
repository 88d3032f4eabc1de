import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { NotificationsBell } from './notifications-bell';

const unread = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Welcome',
    message: 'Your account is ready.',
    createdAt: '2025-03-05T14:07:00.000Z',
  },
];

describe('NotificationsBell', () => {
  it('shows the unread count, loads the list when opened and empties it with Mark all as read', async () => {
    localStorage.setItem('userToken', 'token');
    let list = unread;
    const requests = mockFetch(({ method }) => {
      if (method === 'PATCH') {
        list = [];
        return jsonResponse({ marked: 1 });
      }
      return jsonResponse(list);
    });
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);

    const bell = screen.getByRole('button', { name: /^Notifications/ });
    // The accessible name holds the count it shows (label in name).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell));
    expect(screen.queryByText('Welcome')).toBeNull();

    await userEvent.click(bell);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.getByText('Your account is ready.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
    expect(bell.textContent).not.toContain('1');

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/notifications/mark-all-read');
    expect(patch?.headers.get('Authorization')).toBe('Bearer token');
    // Only what the panel showed is marked: a notice that came in since stays unread.
    expect(patch?.body).toEqual({ through: '2025-03-05T14:07:00.000Z' });

    await userEvent.click(bell);
    expect(screen.queryByText('No notifications found')).toBeNull();
  });

  it('keeps the list empty when a poll that started before Mark all as read answers after it', async () => {
    localStorage.setItem('userToken', 'token');
    let list = unread;
    let gets = 0;
    let answerSlowPoll: (response: Response) => void = () => undefined;
    mockFetch(({ method }) => {
      if (method === 'PATCH') {
        list = [];
        return jsonResponse({ marked: 1 });
      }
      gets += 1;
      // The poll that opening the panel starts is slow: it answers the old list after the PATCH.
      if (gets === 2) return new Promise<Response>((resolve) => (answerSlowPoll = resolve));
      return jsonResponse(list);
    });
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    await userEvent.click(bell);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    await waitFor(() => expect(gets).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
    answerSlowPoll(jsonResponse(unread));

    await waitFor(() => expect(gets).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('No notifications found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
  });

  it('gives focus back to the bell when Escape closes the panel from inside', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse(unread));
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    markAll.focus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications panel' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves focus alone when a press outside closes the panel', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse(unread));
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <NotificationsBell />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Welcome');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await userEvent.click(elsewhere);
    expect(screen.queryByRole('region', { name: 'Notifications panel' })).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('keeps focus in the panel, on its heading, once Mark all as read has emptied it', async () => {
    localStorage.setItem('userToken', 'token');
    let list = unread;
    mockFetch(({ method }) => {
      if (method === 'PATCH') {
        list = [];
        return jsonResponse({ marked: 1 });
      }
      return jsonResponse(list);
    });
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Welcome');
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    await userEvent.click(markAll);

    expect(await screen.findByText('No notifications found')).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Notifications' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled).toBe(true);

    // From there Escape still closes the panel and gives focus back to the bell.
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('shows the first lines of a long message and the rest on Show more', async () => {
    localStorage.setItem('userToken', 'token');
    const message = `Eid bonus. ${'Every ad pays double this week. '.repeat(12)}`;
    mockFetch(() => jsonResponse([{ ...unread[0], message }]));
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const text = await screen.findByText(message.trim());
    expect(text.className).toContain('line-clamp-4');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(text.className).not.toContain('line-clamp-4');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a short message whole, with nothing to expand', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse(unread));
    renderRoutes([{ path: '/', element: <NotificationsBell /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect((await screen.findByText('Your account is ready.')).className).not.toContain('line-clamp');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
