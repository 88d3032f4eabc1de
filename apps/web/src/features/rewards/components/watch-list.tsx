import type { WatchItem, WatchList as WatchListData } from '@earnflow/contracts';
import { CircleCheck, Clock, MonitorPlay, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { allWatchedText, noneLeftText } from '@/lib/watch-day-texts';

interface WatchListProps {
  data: WatchListData | undefined;
  loading: boolean;
  /** Asks for the list again after it failed to load. */
  onRetry: () => void;
  /** True while that request is on its way. */
  retrying: boolean;
  /** "ad" or "video". */
  noun: string;
  /** How an item is opened: a link to /ads?id=… or a button that plays it in place. */
  open: (item: WatchItem) => ReactNode;
  /** The progress line, e.g. "Watched 2 of 5 ads today". */
  progress: (data: WatchListData) => string;
}

/** Today's ads or videos with what each pays, today's progress, and why earning is closed when it is. */
export function WatchList({ data, loading, onRetry, retrying, noun, open, progress }: WatchListProps) {
  if (!loading && !data) {
    return <LoadError what={`today's ${noun}s`} onRetry={onRetry} retrying={retrying} />;
  }
  if (loading || !data) {
    return (
      <div role="status" aria-label={`Loading ${noun}s`} className="flex flex-col gap-3">
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
        aria-label="Today"
        className="flex items-center justify-between gap-3 rounded-2xl bg-green-600 p-4 text-white shadow-sm"
      >
        <div>
          <p className="text-sm font-semibold">{progress(data)}</p>
          <p className="text-xs text-white">
            Earned from {noun}s today:{' '}
            <span className="whitespace-nowrap">{formatUsd(data.earnedToday)}</span>{' '}
            <span className="whitespace-nowrap">({formatPkr(usdToPkr(data.earnedToday))})</span>
          </p>
        </div>
        <p className="text-2xl font-bold tabular-nums">
          {data.done}
          <span className="text-base font-medium text-white">/{data.limit}</span>
        </p>
      </section>
      {!data.canEarn ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{data.reason ?? 'You cannot earn right now.'}</p>
          <Link to="/upgrade-level" className={buttonClasses('primary', 'md', true)}>
            <Rocket className="size-4" aria-hidden="true" />
            Upgrade level
          </Link>
        </div>
      ) : null}
      {finished ? (
        <p className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          {allWatchedText(data.limit)}
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
          title={`No ${noun}s available right now`}
          description={`There are no ${noun}s to watch at the moment. New ones appear here as soon as they are published, so check back later.`}
        />
      ) : (
        <ul aria-label={`Today's ${noun}s`} className="flex flex-col gap-3">
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
                    {item.durationSeconds}s
                    {item.paidAmount !== null ? (
                      <ItemAmount label="paid " usd={item.paidAmount} />
                    ) : data.canEarn ? (
                      <ItemAmount usd={item.amount} />
                    ) : null}
                  </span>
                </p>
              </div>
              {item.watchedToday ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-green-700">
                  <CircleCheck className="size-4" aria-hidden="true" />
                  Watched
                </span>
              ) : data.canEarn && !finished ? (
                open(item)
              ) : (
                <Button variant="outline" disabled>
                  Watch
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
function ItemAmount({ usd, label = '' }: { usd: number; label?: string }) {
  return (
    <>
      {' · '}
      <span className="whitespace-nowrap">
        {label}
        {formatUsd(usd)}
      </span>
      {' · '}
      <span className="whitespace-nowrap">{formatPkr(usdToPkr(usd))}</span>
    </>
  );
}
