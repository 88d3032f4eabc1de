import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Referrals } from '@earnflow/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ReferScreen } from './refer-screen';

const referrals: Referrals = {
  code: 'ABC123',
  link: 'http://localhost/signup?ref=ABC123',
  referralPercent: 5,
  totalEarned: 0,
  totalPaid: 0,
  activeCount: 0,
  referred: [],
};

describe('Refer screen', () => {
  it('says the referrals did not load, and shows them once Try again succeeds', async () => {
    let failing = true;
    mockFetch(() =>
      failing
        ? jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503)
        : jsonResponse(referrals),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <ReferScreen /> }]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your referrals.');
    expect(screen.queryByRole('status', { name: 'Loading referrals' })).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('ABC123');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the referral link with visually hidden text, not an aria-label on a plain element', async () => {
    mockFetch(() => jsonResponse(referrals));
    localStorage.setItem('userToken', 'token');
    const { container } = renderRoutes([{ path: '/', element: <ReferScreen /> }]);
    const link = await screen.findByTestId('referral-link');
    expect(link.textContent).toBe(`${window.location.origin}/signup?ref=ABC123`);
    expect(link.parentElement?.textContent).toBe(`Referral link: ${link.textContent}`);
    expect(screen.getByText('Referral link:').className).toContain('sr-only');
    expect(container.querySelector('[aria-label="Referral link"]')).toBeNull();
  });

  it('shows the PKR figure under Paid and what each friend earned you, and how many are active', async () => {
    mockFetch(() =>
      jsonResponse({
        ...referrals,
        totalPaid: 1.5,
        activeCount: 1,
        referred: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            maskedName: 'Sa** Iq**',
            joinedAt: '2026-03-01T10:00:00.000Z',
            status: 'ACTIVE',
            earned: 2,
            eligible: true,
          },
        ],
      } satisfies Referrals),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <ReferScreen /> }]);

    const paid = (await screen.findByText('Paid')).nextElementSibling;
    expect(paid?.textContent).toBe('$1.50Rs 420.00');
    expect(screen.getByText('Active', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1');
    const friend = within(screen.getByRole('list', { name: 'Referred members' })).getByRole('listitem');
    expect(within(friend).getByText('+Rs 560.00')).toBeTruthy();
  });

  it('shows a linked referral as not eligible, without an amount or a status', async () => {
    mockFetch(() =>
      jsonResponse({
        ...referrals,
        referred: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            maskedName: 'Sa** Iq**',
            joinedAt: '2026-03-01T10:00:00.000Z',
            status: 'ACTIVE',
            earned: 0,
            eligible: true,
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            maskedName: 'Ri** Tw**',
            joinedAt: '2026-03-02T10:00:00.000Z',
            status: 'ACTIVE',
            earned: 0,
            eligible: false,
          },
        ],
      } satisfies Referrals),
    );
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <ReferScreen /> }]);

    const [honest, linked] = within(
      await screen.findByRole('list', { name: 'Referred members' }),
    ).getAllByRole('listitem');
    if (!honest || !linked) throw new Error('Both referrals should be listed.');
    expect(within(honest).getByText('+$0.00')).toBeTruthy();
    expect(within(honest).getByText('Active')).toBeTruthy();
    expect(within(honest).queryByText('Not eligible')).toBeNull();
    expect(within(linked).getByText('Not eligible')).toBeTruthy();
    expect(within(linked).queryByText(/\$/)).toBeNull();
    expect(within(linked).queryByText('Active')).toBeNull();
  });
});
