import { CURSOR_PAGE_SIZE } from '@earnflow/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { apiFetchPage, type ApiAuth } from '@/lib/api-client';
import { withQuery, type QueryValue } from '@/lib/query-string';

export interface CursorListOptions<T> {
  /** Under the feature's key, so what refreshes the feature refreshes every loaded page. */
  queryKey: readonly unknown[];
  path: string;
  /** The list's filters; a change starts again from the first page. */
  query?: Record<string, QueryValue>;
  schema: z.ZodType<T[]>;
  /** Logged when a page cannot be loaded (spec §8: history fetch errors are only logged). */
  failureMessage: string;
  auth?: ApiAuth;
  limit?: number;
}

export interface CursorList<T> {
  /** Every row loaded so far, newest first; undefined until the first page arrives or after it failed. */
  items: T[] | undefined;
  isPending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** True when the last "Load more" failed; the rows already shown stay. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** True when the first page could not be loaded: not an empty list. */
  failed: boolean;
  /** Asks for the list again from its first page. */
  retry: () => void;
}

/**
 * A member list paged by the server's cursor (the x-next-cursor header), for a "Load more" button:
 * every history uses this one hook.
 */
export function useCursorList<T>({
  queryKey,
  path,
  query = {},
  schema,
  failureMessage,
  auth = 'member',
  limit = CURSOR_PAGE_SIZE,
}: CursorListOptions<T>): CursorList<T> {
  const result = useInfiniteQuery({
    queryKey: [...queryKey, query, limit],
    queryFn: ({ pageParam, signal }) =>
      apiFetchPage(withQuery(path, { ...query, limit, cursor: pageParam }), { auth, schema, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
  const { error, data, fetchNextPage, refetch } = result;
  useEffect(() => {
    if (error) console.warn(failureMessage, error);
  }, [error, failureMessage]);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  return {
    items,
    isPending: result.isPending,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMoreFailed: result.isFetchNextPageError,
    loadMore: () => void fetchNextPage(),
    failed: !result.isPending && items === undefined,
    retry: () => void refetch(),
  };
}
