import type { WatchList } from '@earnflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { VideosScreen } from './videos-screen';

const videoId = '00000000-0000-4000-8000-0000000000a1';
const viewId = '00000000-0000-4000-8000-0000000000b1';

/** One video; starting it succeeds (then it is credited at once) or is refused. */
function serve({ startRefused }: { startRefused: boolean }) {
  let credited = false;
  mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/videos') {
      const list: WatchList = {
        items: [
          {
            id: videoId,
            title: 'Intro video',
            mediaUrl: 'https://cdn.example.com/video.png',
            mediaType: 'IMAGE',
            durationSeconds: 0,
            amount: 0.2,
            watchedToday: credited,
            paidAmount: credited ? 0.2 : null,
          },
        ],
        done: credited ? 1 : 0,
        limit: 1,
        earnedToday: credited ? 0.2 : 0,
        canEarn: true,
        reason: null,
      };
      return jsonResponse(list);
    }
    if (path === `/api/videos/${videoId}/start`) {
      if (startRefused)
        return jsonResponse({ error: 'FORBIDDEN', message: 'Buy a level to start earning.' }, 403);
      return jsonResponse({ viewId, durationSeconds: 0, startedAt: '2026-11-27T08:00:00.000Z' }, 201);
    }
    if (path === `/api/videos/views/${viewId}/complete`) {
      credited = true;
      return jsonResponse({ amount: 0.2, currentBalance: 10.2 });
    }
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  localStorage.setItem('userToken', 'token');
  renderRoutes([{ path: '/', element: <VideosScreen /> }]);
}

describe('VideosScreen focus', () => {
  it('moves focus to the video’s title on Watch, and back to its Watch button on Back', async () => {
    serve({ startRefused: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Intro video' }));
    const title = await screen.findByRole('heading', { name: 'Intro video' });
    expect(document.activeElement).toBe(title);

    await userEvent.click(await screen.findByRole('button', { name: 'Back to videos' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Watch Intro video' })),
    );
  });

  it('moves focus back to the video’s row once it is watched and its Watch button is gone', async () => {
    serve({ startRefused: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Intro video' }));
    await screen.findByText('$0.20 added to your balance.');
    await userEvent.click(screen.getByRole('button', { name: 'Back to videos' }));
    await screen.findByText('Watched');
    const row = screen.getByRole('listitem');
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(document.activeElement).not.toBe(document.body);
  });
});
