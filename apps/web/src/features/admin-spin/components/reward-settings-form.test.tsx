import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { RewardSettingsForm } from './reward-settings-form';

describe('RewardSettingsForm', () => {
  it('says the rules did not load, with Try again, instead of loading forever', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    let failing = true;
    const requests = mockFetch(() =>
      failing
        ? new Response('Internal Server Error', { status: 500 })
        : jsonResponse({ spinsPerDay: 2, referralPercent: 7.5 }),
    );
    renderRoutes([{ path: '/', element: <RewardSettingsForm /> }]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Could not load the reward rules. Check your connection and try again.',
    );
    expect(screen.queryByLabelText('Loading reward rules')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const spins = await screen.findByLabelText<HTMLInputElement>('Free spins per day');
    expect(spins.value).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>('Referral commission (%)').value).toBe('7.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((request) => request.url === '/api/reward-settings')).toHaveLength(2);
  });
});
