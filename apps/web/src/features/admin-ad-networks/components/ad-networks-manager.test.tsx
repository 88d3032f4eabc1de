import { adNetworkDefaults, type AdNetwork } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adNetworkFixture as network, adNetworkDayFixture as dayStats } from '@/test/fixtures';
import { enter, jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from '@/test/utils';
import { AdNetworksManager } from './ad-networks-manager';

const path = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;

/** The admin API as the screen calls it; `onWrite` answers POST, PATCH and DELETE. */
function adminApi(networks: AdNetwork[], onWrite?: (request: RecordedRequest) => Response) {
  return mockFetch((request) => {
    if (request.method !== 'GET') return onWrite?.(request) ?? new Response(null, { status: 204 });
    if (path(request) === '/api/ad-networks/stats') return jsonResponse([dayStats()]);
    return jsonResponse(networks);
  });
}

function renderManager() {
  localStorage.setItem('adminToken', 'token');
  return renderRoutes([{ path: '/', element: <AdNetworksManager /> }]);
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByRole('link', { name: text }).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('AdNetworksManager', () => {
  it('lists the networks and every network’s days: completions, reversals, paid, got and margin', async () => {
    adminApi([
      network(),
      network({
        id: 'b2c3d4e5-0000-4000-8000-000000000002',
        name: 'Lootably',
        slug: 'loot',
        postbackPath: '/api/postbacks/loot',
        isActive: false,
        holdDays: 0,
        memberSharePercent: 100,
      }),
    ]);
    renderManager();

    await screen.findByRole('link', { name: 'Ayet Studios' });
    const ayet = within(rowOf('Ayet Studios'));
    expect(ayet.getByText('/api/postbacks/ayet')).toBeTruthy();
    expect(ayet.getByText('80 %')).toBeTruthy();
    expect(ayet.getByText('3 days')).toBeTruthy();
    expect(ayet.getByText('Live')).toBeTruthy();
    const loot = within(rowOf('Lootably'));
    expect(loot.getByText('No hold')).toBeTruthy();
    expect(loot.getByText('Paused')).toBeTruthy();

    const stats = await screen.findByRole('table', { name: 'Offers by day, last 30 days' });
    const [, row] = within(stats).getAllByRole('row');
    expect(
      within(row ?? stats)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22 Nov 2026', 'Ayet Studios', '12', '2', '$30.00', '$24.00', '$6.00']);
  });

  it('connects a network from name, slug and secret with the defaults, and shows the secret once', async () => {
    const created = network({
      id: 'c3d4e5f6-0000-4000-8000-000000000003',
      name: 'AdGate',
      slug: 'adgate',
      postbackPath: '/api/postbacks/adgate',
      holdDays: 0,
      memberSharePercent: 100,
      offerwallUrl: null,
    });
    const requests = adminApi([], () => jsonResponse({ ...created, secret: 'pb-secret-0123' }, 201));
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Connect Network' }));
    const form = await screen.findByRole('dialog', { name: 'Connect Network' });
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Network' }));
    expect(await within(form).findByText('Name is required.')).toBeTruthy();
    expect(within(form).getByText('Slug is 1 to 40 lowercase letters, digits or dashes.')).toBeTruthy();
    expect(within(form).getByText('Secret must be at least 8 characters.')).toBeTruthy();

    await enter(within(form).getByLabelText('Name'), 'AdGate');
    await enter(within(form).getByLabelText('Slug'), 'adgate');
    await enter(within(form).getByLabelText('Postback secret'), 'pb-secret-0123');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect Network' }));

    const shown = await screen.findByRole('dialog', { name: 'AdGate is connected' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'AdGate',
      slug: 'adgate',
      secret: 'pb-secret-0123',
      offerwallUrl: null,
      ...adNetworkDefaults,
      isActive: true,
    });
    expect(within(shown).getByText('pb-secret-0123')).toBeTruthy();
    expect(within(shown).getByText(`${window.location.origin}/api/postbacks/adgate`)).toBeTruthy();
    expect(within(shown).getByText(/only time the secret is shown/)).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have saved the secret' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('pb-secret-0123')).toBeNull();
  });

  it('edits a network without sending a secret unless a new one is typed', async () => {
    const requests = adminApi([network()], (request) =>
      jsonResponse({ ...network(), ...(request.body as object) }),
    );
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit network Ayet Studios' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ayet Studios' });
    expect(within(form).getByLabelText<HTMLInputElement>('Slug').value).toBe('ayet');
    await enter(within(form).getByLabelText('Hold days'), '7');
    await enter(within(form).getByLabelText('Member share (%)'), '75.5');
    await userEvent.click(within(form).getByText('Postback format'));
    await enter(within(form).getByLabelText('Allowed addresses (optional)'), '203.0.113.9\n203.0.113.10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Network' }));
    expect(await screen.findByText('Network updated')).toBeTruthy();

    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch && path(patch)).toBe(`/api/ad-networks/${network().id}`);
    expect(patch?.body).toMatchObject({
      holdDays: 7,
      memberSharePercent: 75.5,
      allowedIps: ['203.0.113.9', '203.0.113.10'],
    });
    expect(patch?.body).not.toHaveProperty('secret');
    expect(patch?.body).not.toHaveProperty('slug');
  });

  it('refuses an address that is not an IP address, naming what is wrong', async () => {
    const requests = adminApi([network()]);
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit network Ayet Studios' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ayet Studios' });
    await userEvent.click(within(form).getByText('Postback format'));
    await enter(within(form).getByLabelText('Allowed addresses (optional)'), 'not-an-ip');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Network' }));
    expect(await within(form).findByText('Each allowed address is an IPv4 or IPv6 address.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('asks before deleting a network with the spec’s texts, then deletes it', async () => {
    const requests = adminApi([network()]);
    renderManager();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete network Ayet Studios' }));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Network deleted')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => path(request))).toEqual(
      [`/api/ad-networks/${network().id}`],
    );
  });
});
