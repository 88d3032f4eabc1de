import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AviatorRound } from '@earnflow/contracts';
import { openAviatorRound } from '@/test/fixtures';
import { hasTapArea, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { useRecentRounds } from '../api/get-rounds';
import { RecentRounds } from './recent-rounds';

function Rounds() {
  return <RecentRounds rounds={useRecentRounds()} />;
}

describe('RecentRounds', () => {
  it('says the rounds did not load, not that there are none, and Try again loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503)
        : jsonResponse([]),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <Rounds /> }]);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your recent rounds.');
    expect(screen.queryByText('No rounds yet')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No rounds yet');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links each ended round to its check with a 44 px tap target', async () => {
    const crashed: AviatorRound = {
      ...openAviatorRound,
      status: 'CRASHED',
      crashPoint: 1.5,
      serverSeed: 'b'.repeat(64),
      multiplier: 1.5,
      settledAt: openAviatorRound.startedAt,
    };
    mockFetch(() => jsonResponse([crashed]));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <Rounds /> }]);
    const verify = await screen.findByRole('link', { name: `Verify round ${String(crashed.nonce)}` });
    expect(hasTapArea(verify)).toBe(true);
  });
});
