import type { LevelStatus } from '@earnflow/contracts';
import { Flame, Layers, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import levelsEn from '@/locales/en/levels';
import levelCardEn from '@/locales/en/level-card';
import { formatUsd } from '@/lib/money';
import { allWatchedText, noneLeftText } from '@/lib/watch-day-texts';
import { useLevelStatus } from '../api/get-level-status';
import { AdsProgress } from './ads-progress';
import { LevelFigures, LevelTitle, UsdPkr } from './level-figures';

const m = defineMessages('levels', levelsEn);
const levelCardMessages = defineMessages('level-card', levelCardEn);

/** /level-up: the member's level at a glance and what the next level would pay. */
export function LevelUp() {
  const t = useT();
  const { data: status, isPending, isFetching, refetch } = useLevelStatus();
  if (isPending) {
    return (
      <div role="status" aria-label={t(m.loadingYourLevel)} className="flex flex-col gap-3">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (!status) {
    return (
      <LoadError
        what={t(levelCardMessages.loadWhatYourLevel)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const current = status.current;
  const active = current !== null && !current.expired;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        {current ? (
          <div className="flex items-start justify-between gap-3">
            <LevelTitle level={current.level} />
            <p className="shrink-0 text-end text-sm font-semibold whitespace-nowrap text-slate-900">
              {active ? t(levelCardMessages.daysLeft, { count: current.daysLeft }) : t(m.expired)}
            </p>
          </div>
        ) : (
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
              <Layers className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm text-slate-600">{t(m.noLevelBuyOne)}</p>
          </div>
        )}
        <AdsProgress done={status.adsToday} limit={status.adsPerDay} />
        <dl className="grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t(levelCardMessages.earnedToday)}</dt>
            <dd>
              <UsdPkr usd={status.earnedToday} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t(m.streak)}</dt>
            <dd className="flex items-center gap-1 font-semibold text-slate-900">
              <Flame className="size-4 fill-orange-300 text-orange-500" aria-hidden="true" />
              {t(m.days, { count: status.streakScore })}
            </dd>
          </div>
        </dl>
        {active ? <TodaysAds status={status} /> : null}
      </Card>
      {status.nextLevel ? (
        <Card className="flex flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-green-700 uppercase">
                {t(active ? m.nextLevel : m.startWith)}
              </p>
              <div className="mt-2">
                <LevelTitle level={status.nextLevel} as="h3" />
              </div>
            </div>
            <div className="shrink-0 text-end">
              <p className="text-xs text-slate-500">{t(m.price)}</p>
              <UsdPkr usd={status.nextLevel.price} strong />
            </div>
          </div>
          <LevelFigures level={status.nextLevel} />
          {active ? (
            <p className="text-sm text-slate-600">
              {t(m.paysMore, {
                amount: formatUsd(status.nextLevel.dailyEarning - current.level.dailyEarning),
              })}
            </p>
          ) : null}
          <Link to="/upgrade-level" className={buttonClasses('secondary', 'md', true)}>
            <Rocket className="size-4" aria-hidden="true" />
            {active ? t(m.upgradeToLevel, { level: status.nextLevel.level }) : t(m.buyALevel)}
          </Link>
        </Card>
      ) : null}
    </div>
  );
}

/** The way to today's ads while some are left to watch; else plainly why there are none. */
function TodaysAds({ status }: { status: LevelStatus }) {
  const t = useT();
  if (status.adsToday >= status.adsPerDay) {
    return (
      <p className="rounded-xl bg-green-50 p-3 text-sm text-green-900">{allWatchedText(status.adsPerDay)}</p>
    );
  }
  if (status.adsUnwatched === 0) {
    return <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{noneLeftText()}</p>;
  }
  return (
    <Link to="/daily-ads" className={buttonClasses('primary', 'md', true)}>
      {t(m.watchTodaysAds)}
    </Link>
  );
}
