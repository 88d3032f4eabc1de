import { MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import { useWatchList } from '../api/get-watch-list';
import { WatchSession } from './watch-session';

const m = defineMessages('rewards', rewardsEn);

/** /ads?id=…: one ad with its countdown; credited at the end when the server agrees. */
export function AdWatch({ adId }: { adId: string | null }) {
  const t = useT();
  const list = useWatchList('ads');
  if (list.isPending) return <Skeleton className="aspect-video w-full rounded-2xl" />;
  if (!list.data) {
    return <LoadError what={t(m.loadAd)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  const day = list.data;
  const item = day.items.find((candidate) => candidate.id === adId);
  // Another ad only while the day's limit has room (the list is read again after each credit).
  const next =
    day.canEarn && day.done < day.limit
      ? day.items.find((candidate) => candidate.id !== adId && !candidate.watchedToday)
      : undefined;
  const back = (
    <Link to="/daily-ads" className={buttonClasses('outline', 'md', true)}>
      {t(m.backToDailyAds)}
    </Link>
  );
  if (!item) {
    return (
      <EmptyState
        icon={<MonitorPlay className="size-7" aria-hidden="true" />}
        title={t(m.adUnavailable)}
        description={t(m.adUnavailableHelp)}
        action={back}
      />
    );
  }
  return (
    <WatchSession
      key={item.id}
      kind="ads"
      item={item}
      after={
        <div className="flex flex-col gap-2">
          {next ? (
            <Link
              to={`/ads?id=${encodeURIComponent(next.id)}`}
              className={buttonClasses('primary', 'md', true)}
            >
              {t(m.nextAd)}
            </Link>
          ) : null}
          {back}
        </div>
      }
    />
  );
}
