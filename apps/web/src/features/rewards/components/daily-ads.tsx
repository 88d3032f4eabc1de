import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import { useWatchList } from '../api/get-watch-list';
import { WatchList } from './watch-list';

const m = defineMessages('rewards', rewardsEn);

/** /daily-ads: today's ads, "watched N of adsPerDay" and what each pays. */
export function DailyAds() {
  const t = useT();
  const list = useWatchList('ads');
  return (
    <WatchList
      data={list.data}
      loading={list.isPending}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      noun="ad"
      open={(ad) => (
        <Link
          to={`/ads?id=${encodeURIComponent(ad.id)}`}
          aria-label={t(m.watchItem, { title: ad.title })}
          className={buttonClasses('primary', 'md')}
        >
          {t(m.watch)}
        </Link>
      )}
    />
  );
}
