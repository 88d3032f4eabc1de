import type { Postback } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adNetworkDayFixture, adNetworkFixture } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { AdNetworkDetail } from './ad-network-detail';

const network = adNetworkFixture();

const postback = (id: number, outcome: Postback['outcome'], params: Record<string, string>): Postback => ({
  id,
  outcome,
  transactionId: params.tx_id ?? null,
  params,
  address: '198.51.100.7',
  receivedAt: '2026-11-22T09:30:00.000Z',
});

function renderDetail() {
  localStorage.setItem('adminToken', 'token');
  const requests = mockFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/ad-networks/stats') {
      return jsonResponse([
        adNetworkDayFixture({ day: '2026-11-22', completions: 3, reversals: 1, margin: -0.5 }),
      ]);
    }
    if (url.pathname.endsWith('/postbacks')) {
      const items = [
        postback(3, 'BAD_SIGNATURE', { tx_id: 'tx-9', user_id: 'ABCD234567', reward: '99.00', status: '1' }),
        postback(2, 'DUPLICATE', { tx_id: 'tx-1', user_id: 'ABCD234567', reward: '1.25', status: '1' }),
        postback(1, 'CREDITED', { tx_id: 'tx-1', user_id: 'ABCD234567', reward: '1.25', status: '1' }),
      ];
      return jsonResponse({ items, total: 3, page: 1, pageSize: 20 });
    }
    return jsonResponse(network);
  });
  renderRoutes([{ path: '/', element: <AdNetworkDetail id={network.id} /> }]);
  return requests;
}

describe('AdNetworkDetail', () => {
  it('shows the network’s settings and postback address, never a secret', async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Ayet Studios' })).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/api/postbacks/ayet`)).toBeTruthy();
    expect(screen.getByText('80 %')).toBeTruthy();
    expect(screen.getByText('3 days')).toBeTruthy();
    expect(screen.getByText('tx_id, user_id, reward, status')).toBeTruthy();
    expect(screen.queryByText(/secret-/)).toBeNull();
  });

  it('shows this network’s days and every postback with its outcome and parameters', async () => {
    const requests = renderDetail();

    const stats = await screen.findByRole('table', { name: 'Offers by day, last 30 days' });
    await within(stats).findByText('22 Nov 2026');
    const [, day] = within(stats).getAllByRole('row');
    expect(
      within(day ?? stats)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22 Nov 2026', '3', '1', '$30.00', '$24.00', '-$0.50']);
    const statsCall = requests.find((request) => request.url.includes('/ad-networks/stats'));
    expect(new URL(statsCall?.url ?? '', 'http://localhost').searchParams.get('networkId')).toBe(network.id);

    const log = await screen.findByRole('table', { name: 'Postback log' });
    await within(log).findByText('Bad signature');
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Bad signature',
      'Duplicate',
      'Credited',
    ]);
    const forged = within(rows[0] ?? log);
    expect(forged.getByText('tx-9', { selector: 'td' })).toBeTruthy();
    expect(forged.getByText('99.00')).toBeTruthy();
    expect(forged.getByText('198.51.100.7')).toBeTruthy();
    expect(within(log).queryByText('sig')).toBeNull();
  });
});
