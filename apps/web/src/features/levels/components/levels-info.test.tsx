import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { levelFixture } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LevelsInfo } from './levels-info';

const starter = levelFixture(1, 'Starter');

describe('LevelsInfo', () => {
  it('says the levels could not load, not that there are none, and loads them on Try again', async () => {
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500) : jsonResponse([starter]),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <LevelsInfo /> }]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the levels. Check your connection and try again.',
    );
    expect(screen.queryByText('No levels yet')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no levels when the answer is an empty list', async () => {
    mockFetch(() => jsonResponse([]));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <LevelsInfo /> }]);
    expect(await screen.findByText('No levels yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
