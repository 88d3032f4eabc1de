import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { getLiveStatus } from '@/lib/live-events';
import { activeMember } from '@/test/fixtures';
import { sseFrame, sseStream } from '@/test/live';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import MemberLayout from './member-layout';

/** A page whose button makes a member call, as a form's Save does. */
function SavingPage() {
  return (
    <button
      type="button"
      onClick={() => {
        apiFetch('/users/me', { method: 'PATCH', auth: 'member', body: { name: 'New Name' } }).catch(
          () => undefined,
        );
      }}
    >
      Save
    </button>
  );
}

/** What the shell itself loads: the profile, and the bell's notifications. */
const shellAnswer = (url: string) => jsonResponse(url.includes('/notifications') ? [] : activeMember);

describe('MemberLayout', () => {
  it('sends the member to /login as soon as any member call says the session has ended', async () => {
    localStorage.setItem('userToken', 'ended-elsewhere');
    localStorage.setItem('userName', 'Ayesha Khan');
    mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            { error: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
            401,
          )
        : shellAnswer(request.url),
    );
    const { router } = renderRoutes(
      [
        { element: <MemberLayout />, children: [{ path: '/settings', element: <SavingPage /> }] },
        { path: '/login', element: <p>Login page</p> },
      ],
      ['/settings'],
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('stays when the 401 answered a token that has since been replaced by a new sign-in', async () => {
    localStorage.setItem('userToken', 'old-token');
    let answerOld: (() => void) | undefined;
    mockFetch((request) => {
      if (request.method !== 'PATCH') return shellAnswer(request.url);
      return new Promise((resolve) => {
        answerOld = () => {
          resolve(jsonResponse({ error: 'UNAUTHORIZED', message: 'Your session has ended.' }, 401));
        };
      });
    });
    const { router } = renderRoutes(
      [
        { element: <MemberLayout />, children: [{ path: '/settings', element: <SavingPage /> }] },
        { path: '/login', element: <p>Login page</p> },
      ],
      ['/settings'],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answerOld).toBeDefined());
    localStorage.setItem('userToken', 'new-token');
    answerOld?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem('userToken')).toBe('new-token');
  });

  it('opens the tab’s event stream for the signed-in member, shows a streamed balance, and closes it on leaving', async () => {
    localStorage.setItem('userToken', 'token');
    const stream = sseStream();
    const requests = mockFetch((request) =>
      request.url === '/api/events' ? stream.response : shellAnswer(request.url),
    );
    const view = renderRoutes(
      [{ element: <MemberLayout />, children: [{ path: '/settings', element: <p>Settings page</p> }] }],
      ['/settings'],
    );
    expect(await screen.findByRole('button', { name: /^\$12\.5 balance/ })).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/events')).toHaveLength(1));

    stream.push(
      sseFrame('hello', { resumed: true, lastEventId: '4' }) + sseFrame('wallet', { balance: 4075 }),
    );
    expect(await screen.findByRole('button', { name: /^\$40\.7 balance/ })).toBeTruthy();
    expect(getLiveStatus()).toBe('open');

    view.unmount();
    expect(getLiveStatus()).toBe('down');
  });
});
