import type { SpinState } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
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
  await screen.findByRole('img', { name: /انعامی پہیہ/ });
  const intro = screen.getByText(/انعام سیدھا آپ کے بیلنس میں جاتا ہے۔/).textContent;
  const left = screen.getByText(/مفت اسپن باقی/).textContent;
  view.unmount();
  return { intro, left };
}

describe('Spin & Win in Urdu', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('counts the free spins with the plural form for the number', async () => {
    await showLanguage('ur');
    expect(await introFor(1)).toEqual({
      intro: 'روزانہ ایک مفت اسپن۔ انعام سیدھا آپ کے بیلنس میں جاتا ہے۔',
      left: 'آج 1 مفت اسپن باقی ہے',
    });
    expect(await introFor(10)).toEqual({
      intro: 'روزانہ 10 مفت اسپن۔ انعام سیدھا آپ کے بیلنس میں جاتا ہے۔',
      left: 'آج 10 مفت اسپن باقی ہیں',
    });
  });
});
