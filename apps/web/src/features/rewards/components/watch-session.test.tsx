import type { WatchItem } from '@earnflow/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { WatchSession } from './watch-session';

const item: WatchItem = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Spring sale',
  mediaUrl: 'https://cdn.example.com/ad.png',
  mediaType: 'IMAGE',
  durationSeconds: 0,
  amount: 0.5,
  watchedToday: false,
  paidAmount: null,
};
const viewId = '00000000-0000-4000-8000-0000000000b1';
const credited = () => jsonResponse({ amount: 0.5, currentBalance: 10.5 });
const conflict = (message: string, error = 'CONFLICT') => jsonResponse({ error, message }, 409);
const networkDrop = () => {
  throw new TypeError('Failed to fetch');
};

/** Serves the start of the view, then each completion from `answers` in turn. */
function watch(answers: (() => Response)[], durationSeconds = 0) {
  const completions: string[] = [];
  mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === `/api/ads/${item.id}/start`)
      return jsonResponse({ viewId, durationSeconds, startedAt: '2026-11-27T08:00:00.000Z' }, 201);
    if (path === `/api/ads/views/${viewId}/complete`) {
      completions.push(path);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer();
    }
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  localStorage.setItem('userToken', 'token');
  renderRoutes([
    {
      path: '/',
      element: (
        <WatchSession kind="ads" item={{ ...item, durationSeconds }} after={<p>Back to Daily Ads</p>} />
      ),
    },
  ]);
  return completions;
}

describe('WatchSession when the credit call fails', () => {
  it('keeps a fully watched view after a network drop, and Try again credits it', async () => {
    const completions = watch([networkDrop, credited]);
    expect(
      await screen.findByText(
        'Could not confirm the reward for this ad. Check your connection and try again.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('$0.50 added to your balance.');
    expect(completions).toHaveLength(2);
  });

  it.each([
    { status: 408, error: 'REQUEST_TIMEOUT' },
    { status: 429, error: 'RATE_LIMITED' },
    { status: 503, error: 'SERVICE_UNAVAILABLE' },
  ])('keeps the view when the server answered $status, whose outcome is unknown', async (answer) => {
    watch([() => jsonResponse({ ...answer, message: 'Please try again.' }, answer.status), credited]);
    expect(await screen.findByText('Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('$0.50 added to your balance.');
  });

  it('still offers Try again when the retry also drops', async () => {
    watch([networkDrop, networkDrop, credited]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('$0.50 added to your balance.');
  });

  it('offers Try again when the server says the timer has not ended yet', async () => {
    watch([() => conflict('Watch the ad to the end: 2 more seconds.', 'WATCH_NOT_FINISHED'), credited]);
    expect(await screen.findByText('Watch the ad to the end: 2 more seconds.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('$0.50 added to your balance.');
  });

  it('shows success when a retry finds the view already credited', async () => {
    watch([networkDrop, () => conflict('This ad was already credited.', 'ALREADY_CREDITED')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The reward for this ad is in your balance.')).toBeTruthy();
    expect(screen.queryByText('This ad was already credited.')).toBeNull();
    expect(screen.getByText('Back to Daily Ads')).toBeTruthy();
  });

  it('offers no Try again for a final refusal', async () => {
    watch([() => conflict('You have already watched this ad today. Choose another one.')]);
    expect(
      await screen.findByText('You have already watched this ad today. Choose another one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('WatchSession announcements', () => {
  let visibility: DocumentVisibilityState = 'visible';
  function setVisibility(state: DocumentVisibilityState) {
    visibility = state;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces each phase once in one status, and not the countdown each second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    watch([credited], 3);
    const status = screen.getByRole('status');
    await screen.findByText('The ad has started: 3 seconds to watch.');
    const pill = screen.getByText('Time left:').parentElement;
    expect(pill?.textContent).toBe('Time left: 3s');
    expect(pill?.hasAttribute('aria-live')).toBe(false);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(pill?.textContent).toBe('Time left: 2s');
    expect(status.textContent).toBe('The ad has started: 3 seconds to watch.');

    setVisibility('hidden');
    expect(status.textContent).toBe('The ad is paused while this tab is hidden.');
    setVisibility('visible');
    expect(status.textContent).toBe('The ad continues: keep watching.');

    act(() => {
      vi.advanceTimersByTime(2200);
    });
    await screen.findByText('$0.50 added to your balance.');
    expect(status.textContent).toBe('Credited: $0.50 is now in your balance.');
    expect(screen.getAllByRole('status')).toEqual([status]);
  });

  it('announces a refusal in the same status', async () => {
    watch([() => conflict('You have already watched this ad today. Choose another one.')]);
    await screen.findByText('You have already watched this ad today. Choose another one.');
    expect(screen.getByRole('status').textContent).toBe(
      'Not credited: You have already watched this ad today. Choose another one.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
