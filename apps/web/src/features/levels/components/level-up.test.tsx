import type { LevelStatus } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LevelSummaryCard } from './level-summary-card';
import { LevelUp } from './level-up';

const noLevel: LevelStatus = {
  current: null,
  adsToday: 0,
  adsPerDay: 0,
  adsUnwatched: 0,
  earnedToday: 0,
  streakScore: 0,
  nextLevel: null,
};

describe.each([
  { name: 'LevelUp', element: <LevelUp />, shown: 'You have no level yet. Buy one to start earning.' },
  { name: 'LevelSummaryCard', element: <LevelSummaryCard />, shown: 'No level yet' },
])('$name when the level does not come', ({ element, shown }) => {
  it('says the level did not load instead of loading for ever, and Try again loads it', async () => {
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503)
        : jsonResponse(noLevel),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element }]);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your level.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("LevelUp's way to today's ads", () => {
  const tenADay: LevelStatus = {
    ...noLevel,
    current: {
      level: {
        id: '00000000-0000-4000-8000-000000000010',
        level: 1,
        title: 'Starter',
        adsPerDay: 10,
        ratePerAd: 0.1,
        dailyEarning: 1,
        monthlyEarning: 30,
        price: 20,
        expiryInDays: 30,
        isActive: true,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      boughtAtPrice: 20,
      startsAt: '2026-12-01T00:00:00.000Z',
      expiresAt: '2026-12-31T00:00:00.000Z',
      daysLeft: 29,
      expired: false,
    },
    adsToday: 2,
    adsPerDay: 10,
  };

  it.each([
    { adsToday: 2, adsUnwatched: 3, text: null },
    { adsToday: 2, adsUnwatched: 0, text: 'No more ads are available today' },
    { adsToday: 10, adsUnwatched: 4, text: 'You have watched all 10 ads for today.' },
  ])(
    'with $adsToday of 10 watched and $adsUnwatched ads up unwatched, offers the ads only when some are left',
    async ({ adsToday, adsUnwatched, text }) => {
      mockFetch(() => jsonResponse({ ...tenADay, adsToday, adsUnwatched }));
      localStorage.setItem('userToken', 'token');
      renderRoutes([{ path: '/', element: <LevelUp /> }]);
      await screen.findByText('Starter');
      const link = screen.queryByRole('link', { name: "Watch today's ads" });
      if (text === null) {
        expect(link?.getAttribute('href')).toBe('/daily-ads');
      } else {
        expect(link).toBeNull();
        expect(screen.getByText(text, { exact: false })).toBeTruthy();
      }
    },
  );
});
