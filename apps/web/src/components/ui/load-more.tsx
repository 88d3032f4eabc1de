import type { CursorList } from '@/hooks/use-cursor-list';
import { Button } from './button';

interface LoadMoreProps {
  /** The cursor list whose next page the button loads. */
  list: Pick<CursorList<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** Names what the button loads, for screen readers: "Load more deposits". */
  label: string;
}

/** The "Load more" button under a cursor-paged list; shown only while the server says more rows follow. */
export function LoadMore({ list, label }: LoadMoreProps) {
  if (!list.hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-1.5">
      <Button
        variant="outline"
        fullWidth
        busy={list.loadingMore}
        busyText="Loading..."
        aria-label={list.loadingMore ? undefined : label}
        onClick={list.loadMore}
      >
        Load more
      </Button>
      {list.loadMoreFailed && !list.loadingMore ? (
        <p role="status" className="text-xs text-slate-500">
          Could not load more. Try again.
        </p>
      ) : null}
    </div>
  );
}
