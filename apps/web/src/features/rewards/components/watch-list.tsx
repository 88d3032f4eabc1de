import type { WatchItem, WatchList as WatchListData } from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import { CircleCheck, Clock, MonitorPlay, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import rewardsEn from '@/locales/en/rewards';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { allWatchedText, noneLeftText } from '@/lib/watch-day-texts';

const m = defineMessages('rewards', rewardsEn);

interface WatchListProps {
  data: WatchListData | undefined;
  loading: boolean;
  /** Asks for the list again after it failed to load. */
  onRetry: () => void;
  /** True while that request is on its way. */
  retrying: boolean;
  noun: 'ad' | 'video';
  /** How an item is opened: a link to /ads?id=… or a button that plays it in place. */
  open: (item: WatchItem) => ReactNode;
}

/** Today's ads or videos with what each pays, today's progress, and why earning is closed when it is. */
export function WatchList({ data, loading, onRetry, retrying, noun, open }: WatchListProps) {
  const t = useT();
  if (!loading && !data) {
    return <LoadError what={t(m.loadList, { noun })} onRetry={onRetry} retrying={retrying} />;
  }
  if (loading || !data) {
    return (
      <div role="status" aria-label={t(m.loadingList, { noun })} className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full rounded-2xl" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  const finished = noun === 'ad' && data.canEarn && data.done >= data.limit;
  // Below the day's limit with every item up already watched: nothing left to watch until more appear.
  const noneLeft =
    data.canEarn && !finished && data.items.length > 0 && data.items.every((item) => item.watchedToday);
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={t(m.today)}
        className="flex items-center justify-between gap-3 rounded-2xl bg-green-600 p-4 text-white shadow-sm"
      >
        <div>
          <p className="text-sm font-semibold">
            {t(m.progress, { noun, done: data.done, limit: data.limit })}
          </p>
          <p className="text-xs text-white">
            <Trans
              id={m.earnedToday.id}
              message={m.earnedToday.message}
              values={{
                noun,
                usd: ltr(formatUsd(data.earnedToday)),
                pkr: ltr(formatPkr(usdToPkr(data.earnedToday))),
              }}
              components={{
                0: <span className="whitespace-nowrap" />,
                1: <span className="whitespace-nowrap" />,
              }}
            />
          </p>
        </div>
        <p className="text-2xl font-bold tabular-nums" dir="ltr">
          {data.done}
          <span className="text-base font-medium text-white">/{data.limit}</span>
        </p>
      </section>
      {!data.canEarn ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{data.reason === null ? t(m.cannotEarn) : translateText(data.reason)}</p>
          <Link to="/upgrade-level" className={buttonClasses('primary', 'md', true)}>
            <Rocket className="size-4" aria-hidden="true" />
            {t(m.upgradeLevel)}
          </Link>
        </div>
      ) : null}
      {finished ? (
        <p className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          {allWatchedText(data.limit, noun)}
        </p>
      ) : null}
      {noneLeft ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {noneLeftText(noun)}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <EmptyState
          icon={<MonitorPlay className="size-7" aria-hidden="true" />}
          title={t(m.noneTitle, { noun })}
          description={t(m.noneDescription, { noun })}
        />
      ) : (
        <ul aria-label={t(m.listLabel, { noun })} className="flex flex-col gap-3">
          {data.items.map((item) => (
            <li
              key={item.id}
              data-item-id={item.id}
              // Focus comes back here when the item's Watch button is gone (it was just watched).
              tabIndex={-1}
              className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-green-600"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-600">
                <MonitorPlay className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {item.title}
                </p>
                <p className="mt-0.5 flex items-start gap-1 text-xs text-slate-500">
                  <Clock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                  <span>
                    {t(m.seconds, { seconds: item.durationSeconds })}
                    {item.paidAmount !== null ? (
                      <ItemAmount paid usd={item.paidAmount} />
                    ) : data.canEarn ? (
                      <ItemAmount usd={item.amount} />
                    ) : null}
                  </span>
                </p>
              </div>
              {item.watchedToday ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-green-700">
                  <CircleCheck className="size-4" aria-hidden="true" />
                  {t(m.watched)}
                </span>
              ) : data.canEarn && !finished ? (
                open(item)
              ) : (
                <Button variant="outline" disabled>
                  {t(m.watch)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What an item pays, or for one watched today what it was paid (the rate when the view started). */
function ItemAmount({ usd, paid = false }: { usd: number; paid?: boolean }) {
  const t = useT();
  return (
    <>
      {' · '}
      <span className="whitespace-nowrap">
        {paid ? t(m.paid, { amount: ltr(formatUsd(usd)) }) : formatUsd(usd)}
      </span>
      {' · '}
      <span className="whitespace-nowrap">{formatPkr(usdToPkr(usd))}</span>
    </>
  );
}
