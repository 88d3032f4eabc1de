import type { WatchList } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasTapArea, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { DailyAds } from './daily-ads';
import { VideosScreen } from './videos-screen';

const today = (title: string): WatchList => ({
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      title,
      mediaUrl: 'https://cdn.example.com/ad.png',
      mediaType: 'IMAGE',
      durationSeconds: 5,
      amount: 0.2,
      watchedToday: false,
    },
  ],
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
