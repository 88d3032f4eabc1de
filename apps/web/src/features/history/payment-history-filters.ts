import { paymentMethods, type HistoryQuery, type PaymentMethod } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { todayRange, type DateRange } from '@/components/ui/date-range-field';
import { defineMessages } from '@/i18n/i18n';
import { toDayParam } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayParam } from '@/lib/pakistan-days';
import paymentHistoryEn from '@/locales/en/payment-history';

const m = defineMessages('payment-history', paymentHistoryEn);

export type HistoryStatusFilter = NonNullable<HistoryQuery['status']>;

export interface PaymentHistoryFilterValues {
  method: PaymentMethod | 'ALL';
  status: HistoryStatusFilter | 'ALL';
  range: DateRange;
}

/** The method chips: "All", then each method by its (brand) name. */
export const methodFilterValues: readonly (PaymentMethod | 'ALL')[] = ['ALL', ...paymentMethods];

/**
 * The spec's list (All, Pending, Failed, Rejected, Completed) offered two names for one state: a refused
 * deposit or withdrawal is one state, which the member reads as 'Rejected' (spec §4: FAILED "displayed as
 * 'Rejected'"), so it is listed once (decision 0142). Removed lists what an admin deleted.
 */
export const statusFilterOptions: { value: HistoryStatusFilter | 'ALL'; label: MessageDescriptor }[] = [
  { value: 'ALL', label: m.all },
  { value: 'PENDING', label: m.pending },
  { value: 'REJECTED', label: m.rejected },
  { value: 'COMPLETED', label: m.completed },
  { value: 'REMOVED', label: m.removed },
];

export function defaultPaymentHistoryFilters(): PaymentHistoryFilterValues {
  return { method: 'ALL', status: 'ALL', range: todayRange() };
}

/** True when nothing is narrowed beyond the defaults (every method and status, today only). */
export function isDefaultPaymentHistoryFilters({
  method,
  status,
  range,
}: PaymentHistoryFilterValues): boolean {
  const today = todayParam();
  return (
    method === 'ALL' &&
    status === 'ALL' &&
    toDayParam(range.start) === today &&
    toDayParam(range.end) === today
  );
}

/** The filters as the server reads them: the start of the first day to the end of the last (inclusive). */
export function toHistoryQuery({ method, status, range }: PaymentHistoryFilterValues): HistoryQuery {
  return {
    ...(method === 'ALL' ? {} : { paymentMethod: method }),
    ...(status === 'ALL' ? {} : { status }),
    startDate: startOfDayIso(range.start),
    endDate: endOfDayIso(range.end),
  };
}
