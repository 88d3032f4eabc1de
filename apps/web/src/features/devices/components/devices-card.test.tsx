import type { MemberDevices } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { DevicesCard } from './devices-card';

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const signal = (index: number, kind: MemberDevices['activity'][number]['kind']) => ({
  kind,
  at: `2026-03-0${String(index)}T10:00:00.000Z`,
  ip: `203.0.113.${String(index)}`,
  network: '203.0.113.0/24',
  userAgent: index % 2 === 0 ? laptop : phone,
  thisDevice: index % 2 === 1,
  payoutAccount: null,
});

const devices: MemberDevices = {
  devices: [
    {
      thisDevice: true,
      userAgent: phone,
      firstSeenAt: '2026-01-01T10:00:00.000Z',
      lastSeenAt: '2026-03-07T10:00:00.000Z',
      lastIp: '203.0.113.7',
    },
    {
      thisDevice: false,
      userAgent: laptop,
      firstSeenAt: '2026-02-01T10:00:00.000Z',
      lastSeenAt: '2026-03-06T10:00:00.000Z',
      lastIp: '198.51.100.4',
    },
  ],
  activity: [
    signal(7, 'SIGN_IN'),
    signal(6, 'WITHDRAWAL'),
    signal(5, 'DEPOSIT'),
    signal(4, 'TRANSFER'),
    signal(3, 'SIGN_IN'),
    signal(2, 'SIGN_IN'),
    signal(1, 'SIGN_UP'),
  ],
  keptDays: 90,
};

describe('DevicesCard', () => {
  it('lists the devices, this one marked, and the latest moves, with how long they are kept', async () => {
    const requests = mockFetch(() => jsonResponse(devices));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <DevicesCard /> }]);

    const list = await screen.findByRole('list', { name: 'Devices' });
    expect(requests[0]?.url).toBe('/api/users/me/devices');
    expect(
      screen.getByText('Where your account was used. Addresses and devices are kept for 90 days.'),
    ).toBeTruthy();
    const [mine, other] = within(list).getAllByRole('listitem');
    if (!mine || !other) throw new Error('Both devices should be listed.');
    expect(within(mine).getByText('Chrome on Android')).toBeTruthy();
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(mine.textContent).toContain(
      `Last used ${formatDateTime('2026-03-07T10:00:00.000Z')} from 203.0.113.7`,
    );
    expect(within(other).getByText('Safari on macOS')).toBeTruthy();
    expect(within(other).queryByText('This device')).toBeNull();

    const activity = screen.getByRole('list', { name: 'Recent sign-ins and money moves' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
    expect(within(activity).getAllByRole('listitem')[1]?.textContent).toContain('Withdrawal');
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(within(activity).getAllByRole('listitem')).toHaveLength(7);
    expect(within(activity).getAllByRole('listitem').at(-1)?.textContent).toContain('Sign-up');
  });
});
