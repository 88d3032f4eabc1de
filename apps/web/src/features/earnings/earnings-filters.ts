import type { EarningSource, EarningsHistoryQuery, EarningStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { todayRange, type DateRange } from '@/components/ui/date-range-field';
import { defineMessages } from '@/i18n/i18n';
import { toDayParam } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayParam } from '@/lib/pakistan-days';
import earningsHistoryEn from '@/locales/en/earnings-history';

const m = defineMessages('earnings-history', earningsHistoryEn);

export interface EarningsFilterValues {
  source: EarningSource | 'ALL';
  status: EarningStatus | 'ALL';
  range: DateRange;
}

/** Each source's name as the member reads it (the contracts' `earningSourceLabels`, in the same order). */
export const earningSourceMessages: Record<EarningSource, MessageDescriptor> = {
  ADS: m.sourceAds,
  REFERRALS: m.sourceReferrals,
  BONUSES: m.sourceBonuses,
  VIDEOS: m.sourceVideos,
  SPIN: m.sourceSpin,
  TASKS: m.sourceTasks,
  OFFERS: m.sourceOffers,
};

/** Spec: All, Ads, Referrals, Bonuses; the other sources follow them (design §3). */
export const sourceFilterOptions: { value: EarningSource | 'ALL'; label: MessageDescriptor }[] = [
  { value: 'ALL', label: m.all },
  ...(Object.keys(earningSourceMessages) as EarningSource[]).map((source) => ({
    value: source,
    label: earningSourceMessages[source],
  })),
];

export const earningStatusOptions: { value: EarningStatus | 'ALL'; label: MessageDescriptor }[] = [
  { value: 'ALL', label: m.all },
  { value: 'PENDING', label: m.pending },
  { value: 'APPROVED', label: m.approved },
  { value: 'REJECTED', label: m.rejected },
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
