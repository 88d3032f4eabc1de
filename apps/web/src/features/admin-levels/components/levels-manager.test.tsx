import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { levelFixture } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LevelsManager } from './levels-manager';

const level = levelFixture;

function renderManager() {
  localStorage.setItem('adminToken', 'token');
  mockFetch(() => jsonResponse([level(1, 'Starter'), level(2, 'Gold')]));
  renderRoutes([{ path: '/', element: <LevelsManager /> }]);
}

describe('LevelsManager', () => {
  it('opens the side form on its first field, so it is in view above the table', async () => {
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit level 2' }));
    const form = screen.getByRole('complementary', { name: 'Edit Level 2' });
    const levelNumber = within(form).getByLabelText<HTMLInputElement>('Level number');
    expect(levelNumber.value).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(levelNumber));

    await userEvent.click(screen.getByRole('button', { name: 'Add Level' }));
    const addForm = screen.getByRole('complementary', { name: 'Add Level' });
    const addLevelNumber = within(addForm).getByLabelText('Level number');
    await waitFor(() => expect(document.activeElement).toBe(addLevelNumber));
    expect(screen.getByRole('table', { name: 'Levels' })).toBeTruthy();
  });
});
