import type { LiveOffer } from '@earnflow/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { OffersList } from './offers-list';

const unavailable = () => jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503);

const offer = (id: string, title: string, imageUrl: string | null): LiveOffer => ({
  id,
  title,
  description: `${title} text`,
  imageUrl,
  link: null,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** The card of the offer titled `title`. */
function card(title: string) {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return within(item);
}

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
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('No offers right now');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the offer’s gradient instead of a picture that does not load, as for an offer without one', async () => {
    mockFetch(() =>
      jsonResponse([
        offer('00000000-0000-4000-8000-000000000001', 'Broken picture', '/uploads/missing.png'),
        offer('00000000-0000-4000-8000-000000000002', 'No picture', null),
      ]),
    );
    renderOffers();

    await screen.findByRole('heading', { name: 'Broken picture' });
    const broken = card('Broken picture');
    const image = broken.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('/uploads/missing.png');
    expect(card('No picture').getByTestId('offer-image-placeholder')).toBeTruthy();

    fireEvent.error(image);
    expect(broken.queryByRole('presentation')).toBeNull();
    expect(broken.getByTestId('offer-image-placeholder')).toBeTruthy();
  });
});
