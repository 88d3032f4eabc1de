import clsx from 'clsx';
import { TransNoContext } from '@lingui/react/server';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { defineMessages, i18n, translate, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';

const m = defineMessages('ui', uiEn);

/**
 * The page numbers to show: all of them up to 7; beyond that always 7 slots — the first and last pages,
 * the current one with its neighbours, and gaps ("1 … 9 10 11 … 20", "1 2 3 4 5 … 20").
 */
export function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (page <= 4) return [...range(1, 5), 'gap', totalPages];
  if (page >= totalPages - 3) return [1, 'gap', ...range(totalPages - 4, totalPages)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', totalPages];
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** True when rows exist but none reach `page` (an old link, or rows removed since the page was opened). */
export function isPastLastPage(page: number, total: number, pageSize: number): boolean {
  return total > 0 && page > totalPagesOf(total, pageSize);
}

/** A paged answer: the page it is for, the rows on it and how many rows the whole list has. */
interface PagedAnswer {
  page: number;
  total: number;
  items: readonly unknown[];
}

/**
 * Takes a list whose page came back empty past its last page (an old link, or rows removed since the
 * page was opened) to the last page, once the answer for the page asked for has come; with no rows at
 * all, to page 1. `list` is the list's query: a placeholder answer (the page before, kept on screen while
 * the next one loads) does not count.
 */
export function useLastPageWhenPastEnd(
  list: { data: PagedAnswer | undefined; isPlaceholderData: boolean },
  pageSize: number,
  goToPage: (page: number) => void,
) {
  const data = list.isPlaceholderData ? undefined : list.data;
  const lastPage = data ? totalPagesOf(data.total, pageSize) : 1;
  const target = data && data.items.length === 0 && data.page > lastPage ? lastPage : null;
  const goTo = useRef(goToPage);
  useEffect(() => {
    goTo.current = goToPage;
  });
  useEffect(() => {
    if (target !== null) goTo.current(target);
  }, [target]);
}

/**
 * What an empty page of a list says: `none` (e.g. "No deposits found.") only when the list has no rows
 * at all; a page past the end of a list with rows says so while it moves to the last page.
 */
export function emptyPageText(data: { total: number } | undefined, noun: string, none: string): string {
  return data !== undefined && data.total > 0 ? translate(m.noneOnThisPage, { noun }) : none;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Deposits pages". */
  label?: string;
  disabled?: boolean;
}

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, numbered pages and Next; renders nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label, disabled }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t(m.pagination)}>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            disabled={disabled === true || page <= 1}
            onClick={() => onPageChange(Math.min(page - 1, totalPages))}
            className={clsx(itemClasses, 'gap-1 border-slate-200 bg-white text-slate-700 hover:bg-slate-50')}
          >
            <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t(m.previous)}
          </button>
        </li>
        {pageNumbers(page, totalPages).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sm text-slate-400">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                aria-current={number === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => {
                  if (number !== page) onPageChange(number);
                }}
                className={clsx(
                  itemClasses,
                  'tabular-nums',
                  number === page
                    ? 'border-green-600 bg-green-600 text-white shadow-sm'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {number}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={disabled === true || page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            className={clsx(itemClasses, 'gap-1 border-slate-200 bg-white text-slate-700 hover:bg-slate-50')}
          >
            {t(m.next)}
            <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

interface PageSummaryProps {
  page: number;
  pageSize: number;
  total: number;
  /** e.g. "deposits" */
  noun: string;
  /** The list stopped counting at `total` (a large filtered list): "of 1000+ deposits". */
  capped?: boolean;
}

/**
 * "Showing 21–40 of 53 deposits", or "of 1000+ deposits" when the total is only a floor; a page past the
 * last one says so instead of counting rows that are not there.
 */
export function PageSummary({ page, pageSize, total, noun, capped = false }: PageSummaryProps) {
  // Draws again when the language changes (the sentence below reads i18n itself).
  useT();
  if (total === 0) return null;
  const number = <span className="font-medium text-slate-700" />;
  // TransNoContext, not Trans: like useT(), the summary needs no Lingui provider above it.
  const lingui = { i18n };
  if (!capped && isPastLastPage(page, total, pageSize)) {
    return (
      <p className="text-sm text-slate-500 tabular-nums">
        <TransNoContext
          id={m.pastTheEnd.id}
          message={m.pastTheEnd.message}
          values={{ page, total, noun, pages: totalPagesOf(total, pageSize) }}
          components={{ 0: number }}
          lingui={lingui}
        />
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-500 tabular-nums">
      <TransNoContext
        id={m.showingRows.id}
        message={m.showingRows.message}
        values={{
          first: (page - 1) * pageSize + 1,
          last: Math.min(page * pageSize, total),
          total: capped ? `${total}+` : total,
          noun,
        }}
        components={{ 0: number, 1: number, 2: number }}
        lingui={lingui}
      />
    </p>
  );
}

interface PagingBarProps {
  /** The answer on screen: its page, its total and whether the total is only a floor. */
  data: { page: number; total: number; totalCapped?: boolean } | undefined;
  pageSize: number;
  /** e.g. "deposits" */
  noun: string;
  /** Names the navigation landmark, e.g. "Deposit pages". */
  label: string;
  /** The page asked for, marked in the numbers while its rows load; by default the page on screen. */
  page?: number;
  onPageChange: (page: number) => void;
}

/** Under a paged list: the summary ("Showing 21–40 of 53 deposits") beside the page numbers. */
export function PagingBar({ data, pageSize, noun, label, page, onPageChange }: PagingBarProps) {
  if (data === undefined || data.total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <PageSummary
        page={data.page}
        pageSize={pageSize}
        total={data.total}
        capped={data.totalCapped === true}
        noun={noun}
      />
      <Pagination
        label={label}
        page={page ?? data.page}
        totalPages={totalPagesOf(data.total, pageSize)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
