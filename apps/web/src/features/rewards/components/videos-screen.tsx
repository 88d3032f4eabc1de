import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWatchList } from '../api/get-watch-list';
import { WatchList } from './watch-list';
import { WatchSession } from './watch-session';

/** /videos: today's bonus videos; one plays in place with its countdown and is credited at the end. */
export function VideosScreen() {
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
            Back to videos
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
        progress={(data) => `Watched ${String(data.done)} of ${String(data.limit)} videos today`}
        open={(video) => (
          <Button onClick={() => setPlaying(video.id)} aria-label={`Watch ${video.title}`}>
            Watch
          </Button>
        )}
      />
    </div>
  );
}
