import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/utils';
import { AuthLayout } from './auth-layout';

describe('AuthLayout', () => {
  it('holds the brand, the heading and the card in one main landmark', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <AuthLayout appName="EarnFlow" title="Welcome back" description="Log in to your account.">
            <p>Form</p>
          </AuthLayout>
        ),
      },
    ]);

    const main = await screen.findByRole('main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(main.contains(screen.getByRole('heading', { name: 'Welcome back' }))).toBe(true);
    expect(main.contains(screen.getByText('Form'))).toBe(true);
  });
});
