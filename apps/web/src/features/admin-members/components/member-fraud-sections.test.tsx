import type { CheatLog, LinkedAccount } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { MemberFraudSections } from './member-fraud-sections';

const memberId = '00000000-0000-4000-8000-000000000001';

const links: LinkedAccount[] = [
  {
    member: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Second Account',
      accountNumber: 'RING000002',
      status: 'SUSPENDED',
    },
    reasons: [
      {
        reason: 'DEVICE',
        firstSeenAt: '2026-03-01T10:00:00.000Z',
        lastSeenAt: '2026-03-02T10:00:00.000Z',
        hits: 1,
      },
      {
        reason: 'NETWORK',
        firstSeenAt: '2026-03-03T10:00:00.000Z',
        lastSeenAt: '2026-03-04T10:00:00.000Z',
        hits: 4,
      },
    ],
  },
];

const cheats: CheatLog = {
  counts: [
    { kind: 'VIEW_TOO_EARLY', count: 6, lastAt: '2026-03-05T10:00:00.000Z' },
    { kind: 'LINKED_REFERRAL', count: 1, lastAt: '2026-03-04T10:00:00.000Z' },
  ],
  recent: [
    { kind: 'VIEW_TOO_EARLY', detail: 'Ad 3 after 4 s of 30 s', createdAt: '2026-03-05T10:00:00.000Z' },
  ],
};

describe('MemberFraudSections', () => {
  it('lists the linked accounts with why and since when, the cheat log by kind, and the signals', async () => {
    const requests = mockFetch(({ url }) => {
      if (url.endsWith('/links')) return jsonResponse(links);
      if (url.endsWith('/cheats')) return jsonResponse(cheats);
      return jsonResponse([
        {
          kind: 'WITHDRAWAL',
          at: '2026-03-05T11:00:00.000Z',
          ip: '203.0.113.9',
          network: '203.0.113.0/24',
          userAgent: null,
          thisDevice: false,
          payoutAccount: 'NAYAPAY:03214445566',
        },
      ]);
    });
    localStorage.setItem('adminToken', 'admin-token');
    renderRoutes([{ path: '/', element: <MemberFraudSections memberId={memberId} /> }]);

    const linked = await screen.findByRole('link', { name: /Second Account/ });
    expect(linked.getAttribute('href')).toBe('/admin/users/00000000-0000-4000-8000-000000000002');
    expect(requests.map((request) => request.url).toSorted()).toEqual([
      `/api/users/${memberId}/cheats`,
      `/api/users/${memberId}/links`,
      `/api/users/${memberId}/signals`,
    ]);
    expect(screen.getByRole('heading', { name: 'Linked accounts 1' })).toBeTruthy();
    const row = linked.closest('tr');
    if (!row) throw new Error('The linked account has no row.');
    expect(within(row).getByText('Same device')).toBeTruthy();
    expect(within(row).getByText('Same network, again and again')).toBeTruthy();
    expect(row.textContent).toContain(`First seen ${formatDateTime('2026-03-01T10:00:00.000Z')}`);
    expect(row.textContent).toContain('· 4 times');
    expect(within(row).getByText('Suspended')).toBeTruthy();

    const counts = await screen.findByRole('list', { name: 'Refused attempts by kind' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace(/Last.*?PKT/, '')),
    ).toEqual(['Completed a view too early6', 'Referral between linked accounts1']);
    expect(await screen.findByText('Ad 3 after 4 s of 30 s')).toBeTruthy();
    expect(await screen.findByText('NAYAPAY:03214445566')).toBeTruthy();
    expect(screen.getByText('Unknown device')).toBeTruthy();
  });
});
