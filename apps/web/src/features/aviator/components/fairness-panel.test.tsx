import type { AviatorFairness, AviatorRound } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAviatorRound } from '@/test/fixtures';
import { hasTapArea, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { FairnessPanel } from './fairness-panel';

const fairness: AviatorFairness = {
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'my-seed',
  nonce: 7,
  maxBet: 100,
  maxWin: 1000,
};

describe('FairnessPanel', () => {
  it('says the details did not load instead of loading for ever, and Try again loads them', async () => {
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503)
        : jsonResponse(fairness),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <FairnessPanel current={undefined} last={undefined} /> }]);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the fairness details.');
    expect(screen.queryByRole('status', { name: 'Loading fairness' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('a'.repeat(64))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the last round to its check with a 44 px tap target', async () => {
    const last: AviatorRound = {
      ...openAviatorRound,
      status: 'CRASHED',
      crashPoint: 1.5,
      serverSeed: 'b'.repeat(64),
      multiplier: 1.5,
      settledAt: openAviatorRound.startedAt,
    };
    mockFetch(() => jsonResponse(fairness));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <FairnessPanel current={undefined} last={last} /> }]);
    expect(hasTapArea(await screen.findByRole('link', { name: 'Verify this round' }))).toBe(true);
  });
});
