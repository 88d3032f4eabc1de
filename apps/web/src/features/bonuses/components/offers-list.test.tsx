import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { OffersList } from './offers-list';

const unavailable = () => jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503);

function renderOffers() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <OffersList /> }]);
}

describe('Hot offers', () => {
  it('says the offers did not load, not that there are none, and Try again loads them', async () => {
    let failing = true;
    mockFetch(() => (failing ? unavailable() : jsonResponse([])));
    renderOffers();

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load hot offers.');
    expect(screen.queryByText('No offers right now')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No offers right now');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
