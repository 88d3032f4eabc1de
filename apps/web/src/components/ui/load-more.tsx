import type { CursorList } from '@/hooks/use-cursor-list';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { Button } from './button';

const m = defineMessages('ui', uiEn);

interface LoadMoreProps {
  /** The cursor list whose next page the button loads. */
  list: Pick<CursorList<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'>;
  /** Names what the button loads, for screen readers: "Load more deposits". */
  label: string;
}

/** The "Load more" button under a cursor-paged list; shown only while the server says more rows follow. */
export function LoadMore({ list, label }: LoadMoreProps) {
  const t = useT();
  if (!list.hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-1.5">
      <Button
        variant="outline"
        fullWidth
        busy={list.loadingMore}
        busyText={t(m.loading)}
        aria-label={list.loadingMore ? undefined : label}
        onClick={list.loadMore}
      >
        {t(m.loadMore)}
      </Button>
      {list.loadMoreFailed && !list.loadingMore ? (
        <p role="status" className="text-xs text-slate-500">
          {t(m.couldNotLoadMore)}
        </p>
      ) : null}
    </div>
  );
}
