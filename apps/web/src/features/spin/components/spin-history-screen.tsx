import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { DateRangeField, todayRange } from '@/components/ui/date-range-field';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import spinEn from '@/locales/en/spin';
import titlesEn from '@/locales/en/titles';
import { formatDateTime } from '@/lib/date';
import { endOfDayIso, startOfDayIso } from '@/lib/pakistan-days';
import { formatUsd } from '@/lib/money';
import { useSpinHistory } from '../api/spin';

const m = defineMessages('spin', spinEn);
const titles = defineMessages('titles', titlesEn);

/** Spec §2: a date range only (max today, default today); cards with the result and the time. */
export function SpinHistoryScreen() {
  const t = useT();
  const [range, setRange] = useState(todayRange);
  const history = useSpinHistory({ startDate: startOfDayIso(range.start), endDate: endOfDayIso(range.end) });
  const items = history.items;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.spinHistory)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.historyIntro)}</p>
      </header>
      <DateRangeField label={t(m.dateRange)} value={range} onChange={setRange} />
      {history.isPending ? (
        <div role="status" aria-label={t(m.loadingHistory)} className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-[72px] rounded-2xl" />
          ))}
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState
          icon={<Disc3 className="size-7" aria-hidden="true" />}
          title={t(m.noHistoryTitle)}
          description={t(m.noHistoryDescription)}
          action={
            <Link to="/spin" className={buttonClasses('primary')}>
              {t(m.goToSpin)}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t(m.listLabel)} className="flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-600">
                  <Disc3 className="size-5" aria-hidden="true" />
                </span>
                <p className="min-w-0 flex-1 text-base font-bold text-slate-900 tabular-nums">
                  {item.amount > 0 ? formatUsd(item.amount) : item.result}
                </p>
                <time dateTime={item.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatDateTime(item.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          <LoadMore list={history} label={t(m.loadMore)} />
        </>
      )}
    </div>
  );
}
