import type { Level, LevelStatus } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { offerFor, UpgradeLevel } from './upgrade-level';

const level = (number: number, price: number): Level => ({
  id: `00000000-0000-4000-8000-00000000000${String(number)}`,
  level: number,
  title: `Level ${String(number)}`,
  adsPerDay: 5,
  ratePerAd: 0.5,
  dailyEarning: 2.5,
  monthlyEarning: 75,
  price,
  expiryInDays: 30,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const holding = (held: Level, expired = false): LevelStatus => ({
  current: {
    level: held,
    boughtAtPrice: held.price,
    startsAt: '',
    expiresAt: '',
    daysLeft: expired ? 0 : 10,
    expired,
  },
  adsToday: 0,
  adsPerDay: held.adsPerDay,
  adsUnwatched: 0,
  earnedToday: 0,
  streakScore: 0,
  nextLevel: null,
});

describe('what a level costs this member (the server charges the same)', () => {
  it('is the full price without an active level', () => {
    expect(offerFor(level(2, 25), undefined)).toEqual({ kind: 'buy', cost: 25, upgrade: false });
    expect(offerFor(level(2, 25), holding(level(3, 40), true))).toEqual({
      kind: 'buy',
      cost: 25,
      upgrade: false,
    });
  });

  it('is the difference upward, and not for sale at or below the active level', () => {
    const held = holding(level(2, 10.1));
    expect(offerFor(level(3, 25.3), held)).toEqual({ kind: 'buy', cost: 15.2, upgrade: true });
    expect(offerFor(level(2, 10.1), held)).toEqual({ kind: 'held' });
    expect(offerFor(level(1, 5), held)).toEqual({ kind: 'below' });
  });

  it('counts the difference from the price the member paid, whatever the level costs now', () => {
    const repriced = holding(level(2, 10));
    const current = repriced.current ?? undefined;
    if (current === undefined) throw new Error('a holding was made');
    repriced.current = { ...current, level: level(2, 30) };
    expect(offerFor(level(3, 50), repriced)).toEqual({ kind: 'buy', cost: 40, upgrade: true });
  });

  it('sells a new level that took the number of a deleted held level', () => {
    const held = holding(level(2, 10));
    const successor = { ...level(2, 40), id: '00000000-0000-4000-8000-000000000099' };
    expect(offerFor(successor, held)).toEqual({ kind: 'buy', cost: 30, upgrade: true });
  });
});

describe('UpgradeLevel', () => {
  const noLevel: LevelStatus = {
    current: null,
    adsToday: 0,
    adsPerDay: 0,
    adsUnwatched: 0,
    earnedToday: 0,
    streakScore: 0,
    nextLevel: null,
  };

  /** Answers GET /levels and GET /levels/me; a path in `failing` answers 500 until it is taken out. */
  function serve(failing: Set<string>) {
    mockFetch((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (failing.has(path)) return jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500);
      return jsonResponse(path === '/api/levels/me' ? noLevel : [level(1, 10)]);
    });
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <UpgradeLevel balance={50} /> }]);
  }

  it('says the levels could not load instead of an empty list, and shows them after Try again', async () => {
    const failing = new Set(['/api/levels']);
    serve(failing);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the levels. Check your connection and try again.',
    );
    failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Buy for $10.00' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers nothing at full price while the member’s own level could not load', async () => {
    const failing = new Set(['/api/levels/me']);
    serve(failing);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load your level. Check your connection and try again.',
    );
    expect(screen.queryByRole('button', { name: /^Buy for/ })).toBeNull();
    expect(screen.queryByText(/You have no level yet/)).toBeNull();
    failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Buy for $10.00' })).toBeTruthy();
    expect(screen.getByText(/You have no level yet/)).toBeTruthy();
  });
});

describe('UpgradeLevel with no level on sale', () => {
  it('says none is on sale instead of "Buy one below" above nothing', async () => {
    mockFetch((request) =>
      jsonResponse(
        new URL(request.url, 'http://localhost').pathname === '/api/levels/me'
          ? { ...holding(level(1, 10)), current: null, adsPerDay: 0 }
          : [],
      ),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <UpgradeLevel balance={50} /> }]);
    expect(await screen.findByText('No levels on sale yet')).toBeTruthy();
    expect(
      screen.getByText(
        'You have no level yet, and no level is on sale right now. Levels appear here once they are published.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Buy one below/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Levels you can buy' })).toBeNull();
  });
});
