import type { Level, LevelStatus } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { UpgradeLevel } from './upgrade-level';

const level = (number: number, price: number): Level => ({
  id: `00000000-0000-4000-8000-00000000000${String(number)}`,
  level: number,
  title: `Starter ${String(number)}`,
  adsPerDay: 5,
  ratePerAd: 0.5,
  dailyEarning: 2.5,
  monthlyEarning: 75,
  price,
  expiryInDays: 30,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const status: LevelStatus = {
  current: {
    level: level(1, 10),
    boughtAtPrice: 10,
    startsAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2026-12-01T00:00:00.000Z',
    daysLeft: 1,
    expired: false,
  },
  adsToday: 0,
  adsPerDay: 5,
  adsUnwatched: 5,
  earnedToday: 0,
  streakScore: 0,
  nextLevel: null,
};

function serve() {
  mockFetch((request) =>
    jsonResponse(
      new URL(request.url, 'http://localhost').pathname === '/api/levels/me'
        ? status
        : [level(1, 10), level(2, 25)],
    ),
  );
  localStorage.setItem('userToken', 'token');
  renderRoutes([{ path: '/', element: <UpgradeLevel balance={50} /> }]);
}

describe('UpgradeLevel in each language', () => {
  afterEach(() => showLanguage('en'));

  it('reads in English as before', async () => {
    serve();
    expect(await screen.findByText('1 day left')).toBeTruthy();
    expect(screen.getByText('$50.00').parentElement?.textContent).toBe('Your balance: $50.00');
    expect(screen.getByRole('button', { name: 'Upgrade for $15.00' })).toBeTruthy();
  });

  it('reads in Urdu, amounts kept left-to-right', async () => {
    await showLanguage('ur');
    serve();
    expect(await screen.findByText('1 دن باقی')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'لیولز جو آپ خرید سکتے ہیں' })).toBeTruthy();
    expect(screen.getByText('\u2066$50.00\u2069').parentElement?.textContent).toBe(
      'آپ کا بیلنس: \u2066$50.00\u2069',
    );
    expect(screen.getByRole('button', { name: '\u2066$15.00\u2069 میں اپ گریڈ کریں' })).toBeTruthy();
    expect(screen.getAllByText('30 دن')).toHaveLength(2);
  });
});
