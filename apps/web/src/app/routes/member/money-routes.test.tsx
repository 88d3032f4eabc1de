import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeMember } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from '@/test/utils';
import { routes } from '../../router';

function memberApi({ url }: RecordedRequest): Response {
  if (url === '/api/users/me') return jsonResponse(activeMember);
  if (url === '/api/notifications/unread') return jsonResponse([]);
  if (url.startsWith('/api/wallets/history')) return jsonResponse([]);
  return jsonResponse({ error: 'NOT_FOUND', message: 'No such call.' }, 404);
}

describe('history pages', () => {
  it('titles /history as its heading reads, History Center', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(memberApi);
    renderRoutes(routes, ['/history']);

    expect(await screen.findByRole('heading', { name: 'History Center' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('History Center - EarnFlow'));
  });

  it('gives Earnings History a back link to /, as every history page has', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(memberApi);
    renderRoutes(routes, ['/earnings-history']);

    expect(await screen.findByRole('heading', { name: 'Earnings History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });
});
