import type { WatchItem, WatchList } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasTapArea, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { DailyAds } from './daily-ads';
import { VideosScreen } from './videos-screen';

const ad = (title: string): WatchItem => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  title,
  mediaUrl: 'https://cdn.example.com/ad.png',
  mediaType: 'IMAGE',
  durationSeconds: 5,
  amount: 0.2,
  watchedToday: false,
  paidAmount: null,
});

const today = (title: string): WatchList => ({
  items: [ad(title)],
  done: 0,
  limit: 5,
  earnedToday: 0,
  canEarn: true,
  reason: null,
});

describe('today’s ads and videos that fail to load', () => {
  it.each([
    { noun: 'ads', element: <DailyAds />, title: 'Summer sale', watch: 'link' },
    { noun: 'videos', element: <VideosScreen />, title: 'Intro video', watch: 'button' },
  ])(
    'say the $noun could not load and show them after Try again',
    async ({ noun, element, title, watch }) => {
      let fail = true;
      mockFetch(() =>
        fail ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500) : jsonResponse(today(title)),
      );
      localStorage.setItem('userToken', 'token');
      renderRoutes([{ path: '/', element }]);
      expect((await screen.findByRole('alert')).textContent).toContain(
        `Could not load today's ${noun}. Check your connection and try again.`,
      );
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      // A 44 px tap target at a 390 px width.
      expect(hasTapArea(await screen.findByRole(watch, { name: `Watch ${title}` }))).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('today’s ads when every ad up is watched below the day’s limit', () => {
  it('says no more ads are available today and shows each at what it was paid', async () => {
    const watched = (id: string, title: string) => ({
      ...ad(title),
      id,
      watchedToday: true,
      // The level's rate is 0.30 now; these views started (and were paid) at 0.10.
      amount: 0.3,
      paidAmount: 0.1,
    });
    mockFetch(() =>
      jsonResponse({
        ...today('unused'),
        items: [
          watched('00000000-0000-4000-8000-0000000000b1', 'Morning ad'),
          watched('00000000-0000-4000-8000-0000000000b2', 'Evening ad'),
        ],
        done: 2,
        limit: 10,
        earnedToday: 0.2,
      } satisfies WatchList),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <DailyAds /> }]);

    expect(await screen.findByText('Watched 2 of 10 ads today')).toBeTruthy();
    expect(
      screen.getByText(
        'No more ads are available today: you have watched every one that is up. New ads may be published later today.',
      ),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.textContent).toContain('paid $0.10');
      expect(item.textContent).not.toContain('$0.30');
    }
  });
});
