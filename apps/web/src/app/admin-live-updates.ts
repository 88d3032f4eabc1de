import type { LiveAdminCounts, LiveQueue } from '@earnflow/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTaskKeys } from '@/features/admin-tasks/api/admin-tasks';
import { useLiveEvent, useLiveOpen } from '@/hooks/use-live';
import { queryKeys } from '@/lib/query-keys';

/** The lists of each admin queue (New Deposits, Withdrawals, Support, task review). */
const queueKeys: Record<LiveQueue, readonly QueryKey[]> = {
  deposits: [queryKeys.adminDeposits],
  withdrawals: [queryKeys.adminWithdrawals],
  // The review queue's list sits under the withdrawals' key.
  review: [queryKeys.adminWithdrawals],
  support: [queryKeys.adminSupportTickets, queryKeys.adminConversations],
  tasks: [adminTaskKeys.submissions],
};

/** Everything the stream keeps fresh for an admin, read again after a gap it could not replay. */
const streamedKeys: readonly QueryKey[] = [queryKeys.chat, ...Object.values(queueKeys).flat()];

/**
 * What the admin stream changes in the console (the chat rooms merge their own messages): a queue's lists
 * when an item is added or changed, the member conversations on a private message. Answers what waits in
 * each queue while the stream is open, for the sidebar's badges.
 */
export function useAdminLiveUpdates(): LiveAdminCounts | undefined {
  const queryClient = useQueryClient();
  const invalidate = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const [counts, setCounts] = useState<LiveAdminCounts>();
  const open = useLiveOpen();

  // The first connect follows the console's own first reads (its counts come with it): only the rooms
  // read their changes since their last seq. A later connect that could not resume reads everything.
  const [connectedBefore, setConnectedBefore] = useState(false);
  useLiveEvent('hello', ({ resumed }, source) => {
    if (source !== 'admin' || resumed) return;
    invalidate(connectedBefore ? streamedKeys : [queryKeys.chat]);
    setConnectedBefore(true);
  });
  useLiveEvent('admin.counts', (waiting, source) => {
    if (source === 'admin') setCounts(waiting);
  });
  useLiveEvent('admin.queue', ({ queue }, source) => {
    if (source === 'admin') invalidate(queueKeys[queue]);
  });
  useLiveEvent('chat.message', ({ room }, source) => {
    if (source === 'admin' && room !== 'public') invalidate([queryKeys.adminConversations]);
  });
  // Counts from a stream that has dropped may be out of date: none are shown until it is back.
  return open ? counts : undefined;
}
