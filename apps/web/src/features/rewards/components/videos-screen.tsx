import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWatchList } from '../api/get-watch-list';
import { WatchList } from './watch-list';
import { WatchSession } from './watch-session';

/** /videos: today's bonus videos; one plays in place with its countdown and is credited at the end. */
export function VideosScreen() {
  const list = useWatchList('videos');
  const [playing, setPlaying] = useState<string | null>(null);
  const item = list.data?.items.find((candidate) => candidate.id === playing);
  if (item) {
    return (
      <WatchSession
        key={item.id}
        kind="videos"
        item={item}
        after={
          <Button variant="outline" fullWidth onClick={() => setPlaying(null)}>
            Back to videos
          </Button>
        }
      />
    );
  }
  return (
    <WatchList
      data={list.data}
      loading={list.isPending}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      noun="video"
      progress={(data) => `Watched ${String(data.done)} of ${String(data.limit)} videos today`}
      open={(video) => (
        <Button size="sm" onClick={() => setPlaying(video.id)} aria-label={`Watch ${video.title}`}>
          Watch
        </Button>
      )}
    />
  );
}
