import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/utils';
import NotFoundPage from './not-found';

describe('NotFoundPage', () => {
  it('shows the 404 message in one main landmark with a way home', async () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], ['/no/such/page']);

    const main = await screen.findByRole('main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(main.contains(screen.getByRole('heading', { name: 'Page not found' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});
