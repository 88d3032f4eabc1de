import type { Level } from '@earnflow/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LevelsManager } from './levels-manager';

const level = (number: number, title: string): Level => ({
  id: `00000000-0000-4000-8000-00000000000${String(number)}`,
  level: number,
  title,
  adsPerDay: 5,
  ratePerAd: 0.2,
  dailyEarning: 1,
  monthlyEarning: 30,
  price: 10,
  expiryInDays: 30,
  isActive: true,
  createdAt: '2026-03-05T14:07:00.000Z',
});

function renderManager() {
  localStorage.setItem('adminToken', 'token');
  mockFetch(() => jsonResponse([level(1, 'Starter'), level(2, 'Gold')]));
  renderRoutes([{ path: '/', element: <LevelsManager /> }]);
}

describe('LevelsManager', () => {
  it('opens the side form on its first field, so it is in view above the table', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit level 2' }));
    const form = screen.getByRole('complementary', { name: 'Edit Level 2' });
    const levelNumber = within(form).getByLabelText<HTMLInputElement>('Level number');
    expect(levelNumber.value).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(levelNumber));

    fireEvent.click(screen.getByRole('button', { name: 'Add Level' }));
    const addForm = screen.getByRole('complementary', { name: 'Add Level' });
    const addLevelNumber = within(addForm).getByLabelText('Level number');
    await waitFor(() => expect(document.activeElement).toBe(addLevelNumber));
    expect(screen.getByRole('table', { name: 'Levels' })).toBeTruthy();
  });
});
