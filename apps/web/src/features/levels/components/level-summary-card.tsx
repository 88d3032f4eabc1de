import { ChevronRight, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import levelCardEn from '@/locales/en/level-card';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { useLevelStatus } from '../api/get-level-status';
import { AdsProgress } from './ads-progress';

const m = defineMessages('level-card', levelCardEn);

/** Home: the member's level and today's progress (ads done of adsPerDay, earned today). */
export function LevelSummaryCard() {
  const t = useT();
  const { data: status, isPending, isFetching, refetch } = useLevelStatus();
  // The card's own height on a phone and from md up, so nothing below it moves when it arrives.
  if (isPending) return <Skeleton className="h-[205px] w-full rounded-2xl md:h-[193px]" />;
  if (!status)
    return <LoadError what={t(m.loadWhatYourLevel)} onRetry={() => void refetch()} retrying={isFetching} />;
  const current = status.current;
  const active = current !== null && !current.expired;
  return (
    <section
      aria-labelledby="level-summary-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-600 text-sm font-bold text-white">
            {current ? `L${String(current.level.level)}` : <Layers className="size-5" aria-hidden="true" />}
          </span>
          <div className="min-w-0">
            <h2 id="level-summary-heading" className="truncate text-sm font-semibold text-slate-900">
              {current ? current.level.title : t(m.noLevelYet)}
            </h2>
            <p className="text-xs text-slate-500">
              {active
                ? t(m.daysLeft, { count: current.daysLeft })
                : t(current ? m.expiredUpgrade : m.buyToStart)}
            </p>
          </div>
        </div>
        <Link
          to={active ? '/level-up' : '/upgrade-level'}
          className="flex shrink-0 items-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold text-green-700 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-600"
        >
          {t(active ? m.myLevel : m.upgrade)}
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
      <AdsProgress done={status.adsToday} limit={status.adsPerDay} />
      <p className="flex justify-between border-t border-slate-100 pt-3 text-sm">
        <span className="text-slate-600">{t(m.earnedToday)}</span>
        <span className="text-end font-semibold text-slate-900 tabular-nums">
          {formatUsd(status.earnedToday)}
          <span className="block text-xs font-normal text-slate-500">
            {formatPkr(usdToPkr(status.earnedToday))}
          </span>
        </span>
      </p>
    </section>
  );
}
