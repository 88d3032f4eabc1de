import { describe, expect, it } from 'vitest';
import { todayInPakistan } from '@/lib/pakistan-days';
import {
  defaultPaymentHistoryFilters,
  isDefaultPaymentHistoryFilters,
  toHistoryQuery,
} from './payment-history-filters';

describe('toHistoryQuery', () => {
  const range = { start: new Date(2025, 2, 1, 9), end: new Date(2025, 2, 5, 9) };

  it('leaves out "All" and sends the range from the start of the first day to the end of the last', () => {
    // Days in Pakistan (UTC+5), whatever the browser's zone.
    expect(toHistoryQuery({ method: 'ALL', status: 'ALL', range })).toEqual({
      startDate: '2025-02-28T19:00:00.000Z',
      endDate: '2025-03-05T18:59:59.999Z',
    });
  });

  it('sends the chosen method and status', () => {
    expect(toHistoryQuery({ method: 'TRON_TRC20', status: 'REJECTED', range })).toMatchObject({
      paymentMethod: 'TRON_TRC20',
      status: 'REJECTED',
    });
  });
});

describe('isDefaultPaymentHistoryFilters', () => {
  it('is true only for every method and status over today (in Pakistan) alone', () => {
    const defaults = defaultPaymentHistoryFilters();
    expect(defaults.range.start.getTime()).toBe(todayInPakistan().getTime());
    expect(isDefaultPaymentHistoryFilters(defaults)).toBe(true);
    expect(isDefaultPaymentHistoryFilters({ ...defaults, method: 'BINANCE' })).toBe(false);
    expect(isDefaultPaymentHistoryFilters({ ...defaults, status: 'PENDING' })).toBe(false);
    const today = defaults.range.end;
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    expect(
      isDefaultPaymentHistoryFilters({ ...defaults, range: { start: yesterday, end: defaults.range.end } }),
    ).toBe(false);
  });
});
