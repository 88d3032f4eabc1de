import {
  paymentMethodLabels,
  paymentMethods,
  type HistoryQuery,
  type PaymentMethod,
} from '@earnflow/contracts';
import { todayRange, type DateRange } from '@/components/ui/date-range-field';
import type { SelectOption } from '@/components/ui/select-field';
import { toDayParam } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayParam } from '@/lib/pakistan-days';

export type HistoryStatusFilter = NonNullable<HistoryQuery['status']>;

export interface PaymentHistoryFilterValues {
  method: PaymentMethod | 'ALL';
  status: HistoryStatusFilter | 'ALL';
  range: DateRange;
}

export const methodFilterOptions: SelectOption<PaymentMethod | 'ALL'>[] = [
  { value: 'ALL', label: 'All' },
  ...paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] })),
];

/**
 * The spec's list (All, Pending, Failed, Rejected, Completed) offered two names for one state: a refused
 * deposit or withdrawal is one state, which the member reads as 'Rejected' (spec §4: FAILED "displayed as
 * 'Rejected'"), so it is listed once (decision 0142). Removed lists what an admin deleted.
 */
export const statusFilterOptions: SelectOption<HistoryStatusFilter | 'ALL'>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'REMOVED', label: 'Removed' },
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
