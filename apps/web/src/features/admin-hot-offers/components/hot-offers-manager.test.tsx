import type { HotOffer } from '@earnflow/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { HOT_OFFERS_PAGE_SIZE } from '../api/hot-offers';
import { HotOffersManager } from './hot-offers-manager';

const offer = (id: string, title: string, imageUrl: string | null): HotOffer => ({
  id,
  title,
  description: `${title}, described.`,
  imageUrl,
  link: null,
  isActive: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-03-05T14:07:00.000Z',
});

function rowOf(element: HTMLElement): HTMLElement {
  const row = element.closest('tr');
  if (!row) throw new Error('not in a table row');
  return row;
}

describe('HotOffersManager', () => {
  it('shows a placeholder, not a broken picture, for an offer image that does not load', async () => {
    localStorage.setItem('adminToken', 'token');
    const offers = [
      offer('00000000-0000-4000-8000-000000000001', 'Broken picture', '/uploads/missing.png'),
      offer('00000000-0000-4000-8000-000000000002', 'Good picture', '/uploads/good.png'),
    ];
    mockFetch(() => jsonResponse({ items: offers, total: offers.length, page: 1, pageSize: 20 }));
    renderRoutes([{ path: '/', element: <HotOffersManager /> }]);

    const broken = rowOf(await screen.findByText('Broken picture'));
    const good = rowOf(screen.getByText('Good picture'));
    const image = broken.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/missing.png');
    if (image) fireEvent.error(image);

    expect(broken.querySelector('img')).toBeNull();
    expect(within(broken).getByRole('img', { name: 'Image did not load' })).toBeTruthy();
    expect(good.querySelector('img')?.getAttribute('src')).toBe('/uploads/good.png');
    expect(within(good).queryByRole('img', { name: 'Image did not load' })).toBeNull();
  });

  it('says so in the form when the image address does not load, instead of a broken preview', async () => {
    localStorage.setItem('adminToken', 'token');
    const broken = offer(
      '00000000-0000-4000-8000-000000000003',
      'Bad address',
      'https://example.com/gone.png',
    );
    mockFetch(() => jsonResponse({ items: [broken], total: 1, page: 1, pageSize: 20 }));
    renderRoutes([{ path: '/', element: <HotOffersManager /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit offer Bad address' }));
    const preview = await screen.findByRole('img', { name: 'Offer image preview' });
    fireEvent.error(preview);
    expect(screen.queryByRole('img', { name: 'Offer image preview' })).toBeNull();
    expect(
      screen.getByText(
        'The image at this address could not be loaded. Check the address or upload the image.',
      ),
    ).toBeTruthy();
  });

  it('shows and reads the start and end as Pakistan time, whatever the browser’s zone', async () => {
    localStorage.setItem('adminToken', 'token');
    const dated = {
      ...offer('00000000-0000-4000-8000-000000000004', 'Weekend deal', null),
      // Midnight at the start of 2 Dec in Pakistan.
      startsAt: '2026-12-01T19:00:00.000Z',
    };
    const requests = mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...dated, ...(request.body as Partial<HotOffer>) })
        : jsonResponse({ items: [dated], total: 1, page: 1, pageSize: 20 }),
    );
    renderRoutes([{ path: '/', element: <HotOffersManager /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit offer Weekend deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hot Offer' });
    const starts = within(dialog).getByLabelText<HTMLInputElement>('Starts (optional)');
    const ends = within(dialog).getByLabelText<HTMLInputElement>('Ends (optional)');
    await waitFor(() => expect(starts.value).toBe('2026-12-02T00:00'));
    for (const field of [starts, ends]) {
      const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe('Pakistan time.');
    }
    await enter(ends, '2026-12-10T18:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Offer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.filter((request) => request.method === 'PATCH').map((request) => request.body);
    expect(sent).toMatchObject([
      { startsAt: '2026-12-01T19:00:00.000Z', endsAt: '2026-12-10T13:30:00.000Z' },
    ]);
  });

  it('goes back to the last page when the page opened has emptied, never saying there are no offers', () =>
    expectEmptiedPageToGoBack(<HotOffersManager />, {
      path: '/api/hot-offers',
      pageSize: HOT_OFFERS_PAGE_SIZE,
      row: (index) => offer(rowId(index), `Offer ${String(index)}`, null),
      pagesLabel: 'Offer pages',
      firstRow: 'Offer 1',
      none: 'No hot offers yet.',
    }));
});
