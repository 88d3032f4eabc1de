import {
  earningSourceLabels,
  type EarningSource,
  type EarningsHistoryQuery,
  type EarningStatus,
} from '@earnflow/contracts';
import { todayRange, type DateRange } from '@/components/ui/date-range-field';
import type { SelectOption } from '@/components/ui/select-field';
import { toDayParam } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayParam } from '@/lib/pakistan-days';

export interface EarningsFilterValues {
  source: EarningSource | 'ALL';
  status: EarningStatus | 'ALL';
  range: DateRange;
}

/** Spec: All, Ads, Referrals, Bonuses; the other sources follow them (design §3). */
export const sourceFilterOptions: SelectOption<EarningSource | 'ALL'>[] = [
  { value: 'ALL', label: 'All' },
  ...(Object.keys(earningSourceLabels) as EarningSource[]).map((source) => ({
    value: source,
    label: earningSourceLabels[source],
  })),
];

export const earningStatusOptions: SelectOption<EarningStatus | 'ALL'>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
];

export function defaultEarningsFilters(): EarningsFilterValues {
  return { source: 'ALL', status: 'ALL', range: todayRange() };
}

export function isDefaultEarningsFilters({ source, status, range }: EarningsFilterValues): boolean {
  const today = todayParam();
  return (
    source === 'ALL' &&
    status === 'ALL' &&
    toDayParam(range.start) === today &&
    toDayParam(range.end) === today
  );
}

/** The filters as the server reads them: the start of the first day to the end of the last (inclusive). */
export function toEarningsQuery({ source, status, range }: EarningsFilterValues): EarningsHistoryQuery {
  return {
    ...(source === 'ALL' ? {} : { source }),
    ...(status === 'ALL' ? {} : { status }),
    startDate: startOfDayIso(range.start),
    endDate: endOfDayIso(range.end),
  };
}
