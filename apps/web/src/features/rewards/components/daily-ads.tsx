import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useWatchList } from '../api/get-watch-list';
import { WatchList } from './watch-list';

/** /daily-ads: today's ads, "watched N of adsPerDay" and what each pays. */
export function DailyAds() {
  const list = useWatchList('ads');
  return (
    <WatchList
      data={list.data}
      loading={list.isPending}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      noun="ad"
      progress={(data) => `Watched ${String(data.done)} of ${String(data.limit)} ads today`}
      open={(ad) => (
        <Link
          to={`/ads?id=${encodeURIComponent(ad.id)}`}
          aria-label={`Watch ${ad.title}`}
          className={buttonClasses('primary', 'md')}
        >
          Watch
        </Link>
      )}
    />
  );
}
