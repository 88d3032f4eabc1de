import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { activeMember } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/utils';
import { prefetchFirstScreen } from './first-screen';
import { routes } from './router';

function answer({ url }: { url: string }): Response {
  if (url === '/api/users/me') return jsonResponse(activeMember);
  return jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404);
}

describe('prefetchFirstScreen', () => {
  it("asks for a member's profile, bell and the page's own data at once, before anything renders", () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(answer);
    prefetchFirstScreen(createQueryClient(), routes, '/');
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/users/me',
      '/api/notifications/unread',
      '/api/levels/me',
    ]);

    requests.length = 0;
    prefetchFirstScreen(createQueryClient(), routes, '/daily-ads');
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/users/me',
      '/api/notifications/unread',
      '/api/ads',
    ]);

    requests.length = 0;
    prefetchFirstScreen(createQueryClient(), routes, '/wallet');
    expect(requests.map(({ url }) => url)).toEqual(['/api/users/me', '/api/notifications/unread']);
  });

  it('fills the query the member shell reads', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(answer);
    const client = createQueryClient();
    prefetchFirstScreen(client, routes, '/');
    await expect.poll(() => client.getQueryData(queryKeys.me)).toEqual(activeMember);
  });

  it('asks nothing without a member token, or outside the member shell', () => {
    const requests = mockFetch(answer);
    prefetchFirstScreen(createQueryClient(), routes, '/');
    localStorage.setItem('userToken', 'token');
    for (const path of ['/login', '/signup', '/admin/dashboard', '/auth/login', '/no-such-page']) {
      prefetchFirstScreen(createQueryClient(), routes, path);
    }
    expect(requests).toEqual([]);
  });
});
