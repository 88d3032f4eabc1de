import type { WatchItem, WatchList } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { AdWatch } from './ad-watch';

const item = (id: string, title: string, watchedToday = false): WatchItem => ({
  id,
  title,
  mediaUrl: 'https://cdn.example.com/ad.png',
  mediaType: 'IMAGE',
  durationSeconds: 0,
  amount: 0.5,
  watchedToday,
  paidAmount: null,
});
const first = '00000000-0000-4000-8000-0000000000a1';
const second = '00000000-0000-4000-8000-0000000000a2';
const viewId = '00000000-0000-4000-8000-0000000000b1';

/** The day's list before the credit and after it (`done` then counts this ad too). */
function serve(limit: number) {
  let credited = false;
  mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/ads') {
      const list: WatchList = {
        items: [item(first, 'Spring sale', credited), item(second, 'Summer sale')],
        done: credited ? 1 : 0,
        limit,
        earnedToday: credited ? 0.5 : 0,
        canEarn: true,
        reason: null,
      };
      return jsonResponse(list);
    }
    if (path === `/api/ads/${first}/start`)
      return jsonResponse({ viewId, durationSeconds: 0, startedAt: '2026-11-27T08:00:00.000Z' }, 201);
    if (path === `/api/ads/views/${viewId}/complete`) {
      credited = true;
      return jsonResponse({ amount: 0.5, currentBalance: 10.5 });
    }
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  localStorage.setItem('userToken', 'token');
  renderRoutes([{ path: '/', element: <AdWatch adId={first} /> }]);
}

describe('AdWatch', () => {
  it('offers the next ad while the day’s limit has room', async () => {
    serve(2);
    await screen.findByText('$0.50 added to your balance.');
    expect((await screen.findByRole('link', { name: 'Next ad' })).getAttribute('href')).toBe(
      `/ads?id=${second}`,
    );
  });

  it('offers no next ad once this one reached the day’s limit', async () => {
    serve(1);
    await screen.findByText('$0.50 added to your balance.');
    expect(screen.getByRole('link', { name: 'Back to Daily Ads' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next ad' })).toBeNull();
  });

  it('says the ad could not load, not that it is gone, and shows it after Try again', async () => {
    let fail = true;
    mockFetch((request) =>
      new URL(request.url, 'http://localhost').pathname !== '/api/ads'
        ? jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404)
        : fail
          ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500)
          : jsonResponse({
              items: [item(first, 'Spring sale', true)],
              done: 1,
              limit: 5,
              earnedToday: 0.5,
              canEarn: true,
              reason: null,
            } satisfies WatchList),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <AdWatch adId={first} /> }]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load this ad. Check your connection and try again.',
    );
    expect(screen.queryByText('This ad is not available')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring sale' })).toBeTruthy();
  });
});
