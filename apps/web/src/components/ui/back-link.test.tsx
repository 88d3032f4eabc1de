import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasTapArea, renderRoutes } from '@/test/utils';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('answers taps 44 px high', () => {
    renderRoutes([{ path: '/', element: <BackLink to="/" /> }]);
    expect(hasTapArea(screen.getByRole('link', { name: 'Back' }))).toBe(true);
  });
});
