import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { defineMessages, useT } from '@/i18n/i18n';
import rewardsEn from '@/locales/en/rewards';
import { useWatchList } from '../api/get-watch-list';
import { WatchList } from './watch-list';
import { WatchSession } from './watch-session';

const m = defineMessages('rewards', rewardsEn);

/** /videos: today's bonus videos; one plays in place with its countdown and is credited at the end. */
export function VideosScreen() {
  const t = useT();
  const list = useWatchList('videos');
  const [playing, setPlaying] = useState<string | null>(null);
  const item = list.data?.items.find((candidate) => candidate.id === playing);
  const listRef = useRef<HTMLDivElement>(null);
  // The video whose session was just left: focus goes back to its row in the list.
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    const id = returnTo.current;
    if (playing !== null || id === null) return;
    returnTo.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-item-id="${id}"]`);
    (row?.querySelector<HTMLElement>('button:enabled') ?? row)?.focus();
  }, [playing]);

  if (item) {
    return (
      <WatchSession
        key={item.id}
        kind="videos"
        item={item}
        focusTitle
        after={
          <Button
            variant="outline"
            fullWidth
            onClick={() => {
              returnTo.current = item.id;
              setPlaying(null);
            }}
          >
            {t(m.backToVideos)}
          </Button>
        }
      />
    );
  }
  return (
    <div ref={listRef}>
      <WatchList
        data={list.data}
        loading={list.isPending}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        noun="video"
        open={(video) => (
          <Button onClick={() => setPlaying(video.id)} aria-label={t(m.watchItem, { title: video.title })}>
            {t(m.watch)}
          </Button>
        )}
      />
    </div>
  );
}
