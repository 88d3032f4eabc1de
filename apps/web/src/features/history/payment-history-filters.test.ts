import { describe, expect, it } from 'vitest';
import {
  defaultPaymentHistoryFilters,
  isDefaultPaymentHistoryFilters,
  toHistoryQuery,
} from './payment-history-filters';

describe('toHistoryQuery', () => {
  const range = { start: new Date(2025, 2, 1, 9), end: new Date(2025, 2, 5, 9) };

  it('leaves out "All" and sends the range from the start of the first day to the end of the last', () => {
    expect(toHistoryQuery({ method: 'ALL', status: 'ALL', range })).toEqual({
      startDate: new Date(2025, 2, 1).toISOString(),
      endDate: new Date(2025, 2, 5, 23, 59, 59, 999).toISOString(),
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
  it('is true only for every method and status over today alone', () => {
    const defaults = defaultPaymentHistoryFilters();
    expect(isDefaultPaymentHistoryFilters(defaults)).toBe(true);
    expect(isDefaultPaymentHistoryFilters({ ...defaults, method: 'BINANCE' })).toBe(false);
    expect(isDefaultPaymentHistoryFilters({ ...defaults, status: 'PENDING' })).toBe(false);
    const yesterday = new Date(Date.now() - 86_400_000);
    expect(
      isDefaultPaymentHistoryFilters({ ...defaults, range: { start: yesterday, end: defaults.range.end } }),
    ).toBe(false);
  });
});
