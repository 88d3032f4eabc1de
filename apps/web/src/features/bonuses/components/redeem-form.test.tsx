import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '@/test/utils';
import { RedeemForm } from './redeem-form';

describe('RedeemForm', () => {
  it('moves focus to the code field, which names its error, when no code is entered', async () => {
    const requests = mockFetch(() => new Response(null, { status: 500 }));
    renderRoutes([{ path: '/', element: <RedeemForm /> }]);
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    redeem.focus();
    await userEvent.click(redeem);

    const code = screen.getByLabelText('Redeem code');
    expect(document.activeElement).toBe(code);
    const describedBy = code.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a code.');
    expect(requests).toHaveLength(0);
  });
});
