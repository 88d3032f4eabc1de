import type { SpinState } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import SpinPage from './spin';

const wheel = (spinsPerDay: number): SpinState => ({
  segments: [{ id: '00000000-0000-4000-8000-000000000001', label: '$1', amount: 1, colour: '#16a34a' }],
  spinsLeft: spinsPerDay,
  spinsPerDay,
});

async function introFor(spinsPerDay: number) {
  mockFetch(() => jsonResponse(wheel(spinsPerDay)));
  localStorage.setItem('userToken', 'token');
  const view = renderRoutes([{ path: '/', element: <SpinPage /> }]);
  await screen.findByRole('img', { name: /Prize wheel/ });
  const intro = screen.getByText(/The prize goes straight to your balance\./).textContent;
  view.unmount();
  return intro;
}

describe('Spin & Win', () => {
  it('names the free spins a day the admins set', async () => {
    expect(await introFor(1)).toBe('One free spin a day. The prize goes straight to your balance.');
    expect(await introFor(10)).toBe('10 free spins a day. The prize goes straight to your balance.');
  });
});
