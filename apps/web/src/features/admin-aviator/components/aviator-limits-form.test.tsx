import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { AviatorLimitsForm } from './aviator-limits-form';

function render() {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch((request) =>
    request.method === 'PATCH' ? jsonResponse(request.body) : jsonResponse({ maxBet: 100, maxWin: 1000 }),
  );
  renderRoutes([{ path: '/', element: <AviatorLimitsForm /> }]);
  return requests;
}

describe('AviatorLimitsForm', () => {
  it('refuses a maximum win below the maximum bet under its field, sending nothing', async () => {
    const requests = render();
    const maxWin = await screen.findByLabelText<HTMLInputElement>('Maximum win per round (USD)');
    expect(maxWin.value).toBe('1000');
    await enter(maxWin, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The maximum win must be at least the maximum bet.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);

    await enter(maxWin, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Aviator limits saved')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      maxBet: 100,
      maxWin: 150,
    });
  });

  it('says the limits did not load, with Try again, instead of a placeholder that never ends', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    let offline = true;
    mockFetch(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return jsonResponse({ maxBet: 100, maxWin: 1000 });
    });
    renderRoutes([{ path: '/', element: <AviatorLimitsForm /> }]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the limits. Check your connection and try again.');
    expect(screen.queryByRole('status', { name: 'Loading limits' })).toBeNull();

    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const maxBet = await screen.findByLabelText<HTMLInputElement>('Maximum bet (USD)');
    expect(maxBet.value).toBe('100');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
