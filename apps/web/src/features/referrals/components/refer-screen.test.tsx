import { fireEvent, screen } from '@testing-library/react';
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
  totalPending: 0,
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
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('ABC123');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
