import { aviatorRoundListSchema } from '@earnflow/contracts';
import { useCursorList } from '@/hooks/use-cursor-list';
import { queryKeys } from '@/lib/query-keys';

/** The member's rounds, newest first, a page at a time; a failed first page shows with Try again. */
export function useRecentRounds() {
  return useCursorList({
    queryKey: [...queryKeys.aviator, 'rounds'],
    path: '/aviator/rounds',
    schema: aviatorRoundListSchema,
    failureMessage: 'Could not load your aviator rounds.',
    limit: 10,
  });
}
