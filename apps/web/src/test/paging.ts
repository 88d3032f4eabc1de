import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, type RecordedRequest } from './utils';

/** A valid id ending in `index`, for the rows of a test list. */
export const rowId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** The member of a test list's `index`th row, as the admin lists name one. */
export const rowMember = (index: number) => ({
  id: rowId(900 + index),
  name: `Member ${String(index)}`,
  email: `member${String(index)}@example.com`,
  accountNumber: `ACC${String(index).padStart(7, '0')}`,
});

interface EmptiedPageCase {
  /** The list's address under /api, e.g. "/api/hot-offers"; other calls go to `others`. */
  path: string;
  pageSize: number;
  /** The `index`th row of the first page, counted from 1. */
  row: (index: number) => unknown;
  others?: (request: RecordedRequest) => Response;
  /** The page numbers' landmark, e.g. "Offer pages". */
  pagesLabel: string;
  /** A text of the first row. */
  firstRow: string;
  /** What the list says when there are none at all. */
  none: string;
}

/**
 * Serves `element`'s list as two pages whose second has emptied by the time it is opened (its only row
 * was removed meanwhile: page 2 answers with no rows and one page of rows in all), opens page 2 and
 * expects the list back on page 1 with its rows, never saying there are none.
 */
export async function expectEmptiedPageToGoBack(element: ReactElement, list: EmptiedPageCase) {
  const { path, pageSize, row, others, pagesLabel } = list;
  let shrunk = false;
  const isList = (request: RecordedRequest) => request.method === 'GET' && request.url.startsWith(`${path}?`);
  const pageOf = (request: RecordedRequest) =>
    Number(new URL(request.url, 'http://localhost').searchParams.get('page') ?? '1');
  const requests = mockFetch((request) => {
    if (!isList(request)) return others ? others(request) : jsonResponse({}, 404);
    const page = pageOf(request);
    if (page > 1) {
      shrunk = true;
      return jsonResponse({ items: [], total: pageSize, page, pageSize });
    }
    const items = Array.from({ length: pageSize }, (_, index) => row(index + 1));
    return jsonResponse({ items, total: shrunk ? pageSize : pageSize + 1, page: 1, pageSize });
  });
  localStorage.setItem('adminToken', 'token');
  renderRoutes([{ path: '/', element }]);

  const pager = await screen.findByRole('navigation', { name: pagesLabel });
  await userEvent.click(within(pager).getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(requests.filter(isList).map(pageOf).slice(0, 3)).toEqual([1, 2, 1]));
  // Page 1 now holds every row, so the page numbers are gone.
  await waitFor(() => expect(screen.queryByRole('navigation', { name: pagesLabel })).toBeNull());
  expect(await screen.findByText(list.firstRow)).toBeTruthy();
  expect(screen.queryByText(list.none)).toBeNull();
}
