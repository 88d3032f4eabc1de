import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { OfferwallList } from './offerwall-list';

function renderWalls() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <OfferwallList /> }]);
}

describe('OfferwallList', () => {
  it('opens each connected offerwall with the signed link the server made, in a new tab', async () => {
    const url = 'https://wall.example.com/?uid=ABCD234567&sig=5f2a';
    const requests = mockFetch(() =>
      jsonResponse([
        { name: 'Ayet Studios', slug: 'ayet', url },
        { name: 'Lootably', slug: 'loot', url: 'https://loot.example.com/w?u=ABCD234567&s=77' },
      ]),
    );
    renderWalls();

    const list = await screen.findByRole('list', { name: 'Offerwalls' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const open = within(list).getByRole('link', { name: 'Open Ayet Studios' });
    expect(open.getAttribute('href')).toBe(url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(requests.map((request) => request.url)).toEqual(['/api/offerwalls']);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('leaves the section out when no offerwall is connected', async () => {
    mockFetch(() => jsonResponse([]));
    const { container } = renderWalls();
    await screen.findByRole('status', { name: 'Loading offerwalls' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('says the offerwalls did not load and loads them again on Try again', async () => {
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503)
        : jsonResponse([{ name: 'Ayet Studios', slug: 'ayet', url: 'https://wall.example.com/' }]),
    );
    renderWalls();

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load offerwalls.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open Ayet Studios' })).toBeTruthy();
  });
});
