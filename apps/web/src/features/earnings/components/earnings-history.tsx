import type { EarningStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { DateRangeField } from '@/components/ui/date-range-field';
import { EmptyState, NoMatchesState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import earningsHistoryEn from '@/locales/en/earnings-history';
import { useEarningsHistory } from '../api/get-earnings-history';
import {
  defaultEarningsFilters,
  earningSourceMessages,
  earningStatusOptions,
  isDefaultEarningsFilters,
  sourceFilterOptions,
  toEarningsQuery,
} from '../earnings-filters';

const m = defineMessages('earnings-history', earningsHistoryEn);

const statusTones: Record<EarningStatus, 'green' | 'amber' | 'red'> = {
  APPROVED: 'green',
  PENDING: 'amber',
  REJECTED: 'red',
};
const statusLabels: Record<EarningStatus, MessageDescriptor> = {
  APPROVED: m.approved,
  PENDING: m.pending,
  REJECTED: m.rejected,
};

/** Spec "Earnings History": source chips, a date range, a status dropdown and '+$amount' cards. */
export function EarningsHistory() {
  const t = useT();
  const [filters, setFilters] = useState(defaultEarningsFilters);
  const history = useEarningsHistory(toEarningsQuery(filters));
  const filtered = !isDefaultEarningsFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <FilterChips
          label={t(m.source)}
          options={sourceFilterOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={filters.source}
          onChange={(source) => setFilters({ ...filters, source })}
        />
        <div className="grid grid-cols-1 gap-3 min-[440px]:grid-cols-[minmax(0,1fr)_10rem]">
          <DateRangeField
            label={t(m.dateRange)}
            value={filters.range}
            onChange={(range) => setFilters({ ...filters, range })}
          />
          <SelectField
            label={t(m.status)}
            options={earningStatusOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={filters.status}
            onChange={(event) => {
              const status = earningStatusOptions.find((option) => option.value === event.target.value);
              if (status) setFilters({ ...filters, status: status.value });
            }}
          />
        </div>
      </div>
      {history.isPending ? (
        <div role="status" aria-label={t(m.loadingEarnings)} className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((row) => (
            <div
              key={row}
              className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
            >
              <Skeleton className="size-11 rounded-xl" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="flex justify-between">
                  <Skeleton className="h-4 w-20" />
                  <Skeleton className="h-4 w-16 rounded-full" />
                </div>
                <Skeleton className="h-3 w-40" />
              </div>
            </div>
          ))}
        </div>
      ) : (!history.items || history.items.length === 0) && filtered ? (
        <NoMatchesState what={t(m.noMatchesWhat)} onClear={() => setFilters(defaultEarningsFilters())} />
      ) : !history.items || history.items.length === 0 ? (
        <EmptyState
          icon={<Coins className="size-7" aria-hidden="true" />}
          title={t(m.noEarnings)}
          description={t(m.noEarningsDescription)}
          action={
            <Link to="/earn" className={buttonClasses('primary')}>
              {t(m.startEarning)}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t(m.listLabel)} className="flex flex-col gap-3">
            {history.items.map((earning) => (
              <li
                key={earning.id}
                className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
                  <Coins className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-center justify-between gap-2">
                    <p dir="ltr" className="text-base font-bold text-green-700 tabular-nums">
                      +{formatUsd(earning.amount)}
                    </p>
                    <Badge tone={statusTones[earning.status]}>{t(statusLabels[earning.status])}</Badge>
                  </div>
                  <div className="mt-0.5 flex items-center justify-between gap-2 text-xs text-slate-500">
                    <span className="truncate font-medium text-slate-600">
                      {t(earningSourceMessages[earning.source])}
                    </span>
                    <time dateTime={earning.createdAt} className="shrink-0">
                      {formatDateTime(earning.createdAt)}
                    </time>
                  </div>
                  <p className="mt-1 line-clamp-2 text-xs text-slate-500 [overflow-wrap:anywhere]">
                    {earning.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={history} label={t(m.loadMore)} />
        </>
      )}
    </div>
  );
}
