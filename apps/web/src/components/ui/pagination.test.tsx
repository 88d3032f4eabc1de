import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  PageSummary,
  Pagination,
  PagingBar,
  emptyPageText,
  isPastLastPage,
  pageNumbers,
  totalPagesOf,
  useLastPageWhenPastEnd,
} from './pagination';

describe('pageNumbers', () => {
  it('lists every page up to 7', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours beyond that', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});

describe('totalPagesOf', () => {
  it('counts pages of 20, at least one', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
  });
});

describe('isPastLastPage', () => {
  it('is true only when rows exist and none reach the page', () => {
    expect(isPastLastPage(2, 27, 20)).toBe(false);
    expect(isPastLastPage(3, 27, 20)).toBe(true);
    expect(isPastLastPage(9, 0, 20)).toBe(false);
  });
});

describe('Pagination', () => {
  it('goes back from a page past the end to the last page, not to the page before it', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={9} totalPages={2} onPageChange={onPageChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Next/ }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('PageSummary', () => {
  it('names the rows shown and the exact total', () => {
    const { container } = render(<PageSummary page={2} pageSize={20} total={53} noun="deposits" />);
    expect(container.textContent).toBe('Showing 21–40 of 53 deposits');
  });

  it('marks a total that stopped counting as a floor', () => {
    const { container } = render(
      <PageSummary page={500} pageSize={20} total={10200} capped noun="entries" />,
    );
    expect(container.textContent).toBe('Showing 9981–10000 of 10200+ entries');
  });

  it('says a page past the end is past the end, instead of counting rows that are not there', () => {
    const { container } = render(<PageSummary page={9} pageSize={20} total={27} noun="members" />);
    expect(container.textContent).toBe('Page 9 is past the end: 27 members fill 2 pages.');
  });
});

describe('useLastPageWhenPastEnd', () => {
  type List = Parameters<typeof useLastPageWhenPastEnd>[0];
  const answer = (page: number, total: number, rows: number) => ({
    page,
    total,
    items: Array.from({ length: rows }, (_, index) => index),
  });
  const follow = (list: List) => {
    const goToPage = vi.fn();
    const view = renderHook((current: List) => useLastPageWhenPastEnd(current, 20, goToPage), {
      initialProps: list,
    });
    return { goToPage, rerender: view.rerender };
  };

  it('goes to the last page when a page past the end comes back empty', () => {
    const { goToPage } = follow({ data: answer(9, 27, 0), isPlaceholderData: false });
    expect(goToPage).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('goes to page 1 when the list has no rows at all', () => {
    const { goToPage } = follow({ data: answer(3, 0, 0), isPlaceholderData: false });
    expect(goToPage).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('waits for the answer of the page asked for, and stays on a page that has rows', () => {
    const { goToPage, rerender } = follow({ data: answer(9, 27, 0), isPlaceholderData: true });
    rerender({ data: undefined, isPlaceholderData: false });
    // An estimated total can fall short of the rows there are: rows that came back are shown.
    rerender({ data: answer(3, 40, 5), isPlaceholderData: false });
    rerender({ data: answer(2, 27, 7), isPlaceholderData: false });
    expect(goToPage).not.toHaveBeenCalled();
  });
});

describe('emptyPageText', () => {
  it('says there are none only when the list has no rows at all', () => {
    expect(emptyPageText({ total: 0 }, 'rounds', 'No rounds played yet.')).toBe('No rounds played yet.');
    expect(emptyPageText(undefined, 'rounds', 'No rounds played yet.')).toBe('No rounds played yet.');
    expect(emptyPageText({ total: 27 }, 'rounds', 'No rounds played yet.')).toBe('No rounds on this page.');
  });
});

describe('PagingBar', () => {
  it('shows the summary beside the pages, and marks the page asked for while its rows load', () => {
    render(
      <PagingBar
        data={{ page: 1, total: 45, totalCapped: true }}
        page={2}
        pageSize={20}
        noun="deposits"
        label="Deposit pages"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 1–20 of 45+ deposits');
    const pages = screen.getByRole('navigation', { name: 'Deposit pages' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('shows nothing for a list with no rows', () => {
    const { container } = render(
      <PagingBar
        data={{ page: 1, total: 0 }}
        pageSize={20}
        noun="deposits"
        label="Pages"
        onPageChange={vi.fn()}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
