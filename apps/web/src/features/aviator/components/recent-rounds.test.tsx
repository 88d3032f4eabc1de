import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
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
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No rounds yet');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
