import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseDayParam, toDayParam } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayInPakistan, todayParam } from '@/lib/pakistan-days';

export interface DateRangePaging {
  page: number;
  from: Date | null;
  to: Date | null;
  todayOnly: boolean;
  /** ISO bounds for the API: the start of `from` and the very end of `to` (the end date is inclusive). */
  startDate: string | undefined;
  endDate: string | undefined;
  setPage: (page: number) => void;
  setFrom: (date: Date | null) => void;
  setTo: (date: Date | null) => void;
  setTodayOnly: (todayOnly: boolean) => void;
  clearFilters: () => void;
}

interface Filters {
  page: number;
  /** Days as "yyyy-MM-dd". */
  from: string | null;
  to: string | null;
  todayOnly: boolean;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A day from the address, or null when it is not one or lies after today in Pakistan (dates cannot). */
function readDay(value: string | null): string | null {
  const day = parseDayParam(value);
  return day && toDayParam(day) <= todayParam() ? toDayParam(day) : null;
}

function readFilters(params: URLSearchParams): Filters {
  return {
    page: readPage(params.get('page')),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    todayOnly: params.get('today') === '1',
  };
}

function writeFilters(current: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(current);
  const values = {
    page: filters.page > 1 ? String(filters.page) : null,
    from: filters.from,
    to: filters.to,
    today: filters.todayOnly ? '1' : null,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * Page number and date filters of an admin list. The screen follows this state at once; the address
 * mirrors it (?page=2&from=2025-03-01&to=…&today=1) so a reload shows the same rows. Changing any filter
 * goes back to page 1.
 */
export function useDateRangePaging(): DateRangePaging {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => readFilters(params));

  const apply = useCallback(
    (next: Filters) => {
      setFilters(next);
      setParams((current) => writeFilters(current, next), { replace: true });
    },
    [setParams],
  );

  const from = useMemo(() => parseDayParam(filters.from), [filters.from]);
  const to = useMemo(() => parseDayParam(filters.to), [filters.to]);

  const today = todayParam();
  const bounds = useMemo(() => {
    if (filters.todayOnly) {
      const now = parseDayParam(today) ?? todayInPakistan();
      return { startDate: startOfDayIso(now), endDate: endOfDayIso(now) };
    }
    return {
      startDate: from ? startOfDayIso(from) : undefined,
      endDate: to ? endOfDayIso(to) : undefined,
    };
  }, [filters.todayOnly, today, from, to]);

  return {
    page: filters.page,
    from,
    to,
    todayOnly: filters.todayOnly,
    ...bounds,
    setPage: (page) => apply({ ...filters, page }),
    setFrom: (date) => {
      const day = date ? toDayParam(date) : null;
      // A start after the end moves the end along, so the range never runs backwards.
      const movesEnd = day !== null && filters.to !== null && day > filters.to;
      apply({ ...filters, page: 1, from: day, to: movesEnd ? day : filters.to });
    },
    setTo: (date) => apply({ ...filters, page: 1, to: date ? toDayParam(date) : null }),
    setTodayOnly: (todayOnly) => apply({ ...filters, page: 1, todayOnly }),
    clearFilters: () => apply({ page: 1, from: null, to: null, todayOnly: false }),
  };
}
