import type { MemberDevices } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { DevicesCard } from './devices-card';

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';

const devices: MemberDevices = {
  devices: [
    {
      thisDevice: true,
      userAgent: phone,
      firstSeenAt: '2026-01-01T10:00:00.000Z',
      lastSeenAt: '2026-03-07T10:00:00.000Z',
      lastIp: '2001:db8::7',
    },
  ],
  activity: [
    {
      kind: 'WITHDRAWAL',
      at: '2026-03-07T10:00:00.000Z',
      ip: '2001:db8::7',
      network: '2001:db8::/48',
      userAgent: phone,
      thisDevice: true,
      payoutAccount: null,
    },
  ],
  keptDays: 90,
};

describe('DevicesCard in Urdu', () => {
  afterEach(() => showLanguage('en'));

  it('names the card, the moves and this device in Urdu, addresses kept left-to-right', async () => {
    await showLanguage('ur');
    mockFetch(() => jsonResponse(devices));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <DevicesCard /> }]);

    const list = await screen.findByRole('list', { name: 'ڈیوائسز' });
    expect(screen.getByText('ڈیوائسز اور سائن ان')).toBeTruthy();
    expect(within(list).getByText('یہ ڈیوائس')).toBeTruthy();
    const activity = screen.getByRole('list', { name: 'حالیہ سائن ان اور رقم کی منتقلیاں' });
    expect(within(activity).getByText('ودڈرا')).toBeTruthy();
    expect(activity.textContent).toContain('(یہ ڈیوائس)');
    for (const address of screen.getAllByText('2001:db8::7')) expect(address.getAttribute('dir')).toBe('ltr');
  });
});
