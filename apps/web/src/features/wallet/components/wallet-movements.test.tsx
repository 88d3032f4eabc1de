import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { WalletMovements } from './wallet-movements';

const movement = (id: number, amount: number) => ({
  id,
  kind: 'ADJUSTMENT',
  description: `Movement ${id}`,
  amount,
  createdAt: '2025-03-05T14:07:00.000Z',
});

describe('WalletMovements', () => {
  it('loads older movements with the server’s cursor', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch((request) =>
      new URL(request.url, 'http://x').searchParams.has('cursor')
        ? jsonResponse([movement(1, -2)])
        : new Response(JSON.stringify([movement(3, 5), movement(2, 1.5)]), {
            headers: { 'Content-Type': 'application/json', 'x-next-cursor': 'older' },
          }),
    );
    renderRoutes([{ path: '/', element: <WalletMovements /> }]);
    expect(await screen.findByText('Movement 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more movements' }));
    expect(await screen.findByText('Movement 1')).toBeTruthy();
    expect(requests.map((request) => new URL(request.url, 'http://x').search)).toEqual([
      '?limit=20',
      '?limit=20&cursor=older',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more movements' })).toBeNull();
  });

  it('says the movements could not load, not that there are none, and loads them on Try again', async () => {
    localStorage.setItem('userToken', 'token');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Boom.' }, 500)
        : jsonResponse([movement(1, 5)]),
    );
    renderRoutes([{ path: '/', element: <WalletMovements /> }]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load your movements. Check your connection and try again.',
    );
    expect(screen.queryByText('No movements yet')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Movement 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no movements when the wallet has none', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse([]));
    renderRoutes([{ path: '/', element: <WalletMovements /> }]);
    expect(await screen.findByText('No movements yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the whole of a long title, down to the sending account', async () => {
    localStorage.setItem('userToken', 'token');
    const description = 'Transfer from Muhammad Abdullah Khan Niazi Chaudhry (67ZKYD34CS)';
    mockFetch(() => jsonResponse([{ ...movement(1, 1_000_000), kind: 'TRANSFER_COMPLETED', description }]));
    renderRoutes([{ path: '/', element: <WalletMovements /> }]);
    const title = await screen.findByText(description);
    expect(title.className).not.toMatch(/line-clamp|truncate/);
  });
});
