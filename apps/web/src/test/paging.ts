import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from './utils';

/** A valid id ending in `index`, for the rows of a test list. */
export const rowId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

interface ShrinkingListOptions {
  /** The list's address under /api, e.g. "/api/hot-offers"; other calls go to `others`. */
  path: string;
  pageSize: number;
  /** The `index`th row of the first page, counted from 1. */
  row: (index: number) => unknown;
  others?: (request: RecordedRequest) => Response;
}

/**
 * A list of two pages whose second page has emptied by the time it is opened (its only row was removed
 * meanwhile): page 1 is full and one more row follows it; page 2 answers with no rows and one page of
 * rows in all, and page 1 asked again says the same.
 */
export function serveShrinkingList({ path, pageSize, row, others }: ShrinkingListOptions) {
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
  return { requests, pagesAsked: () => requests.filter(isList).map(pageOf) };
}

/**
 * Opens page 2 of a list served by `serveShrinkingList` and waits until the list is back on page 1,
 * which now holds every row (so the page numbers are gone).
 */
export async function openPageThatEmptied(list: ReturnType<typeof serveShrinkingList>, pagesLabel: string) {
  const pager = await screen.findByRole('navigation', { name: pagesLabel });
  fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(list.pagesAsked().slice(0, 3)).toEqual([1, 2, 1]));
  await waitFor(() => expect(screen.queryByRole('navigation', { name: pagesLabel })).toBeNull());
}
