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
