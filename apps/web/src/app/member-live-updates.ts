import {
  centsToDollars,
  type CurrentUser,
  type LiveDecision,
  type LiveNotification,
  type WalletResponse,
} from '@earnflow/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { onLiveEvent } from '@/lib/live-events';
import { queryKeys } from '@/lib/query-keys';

const aviatorRounds = [...queryKeys.aviator, 'rounds'];
const walletMovements = [...queryKeys.wallet, 'movements'];

/** The lists a decision changes, beside the balance (`me` too: a first deposit makes the member ACTIVE). */
const decisionKeys: Record<LiveDecision['kind'], readonly QueryKey[]> = {
  deposit: [queryKeys.memberDeposits],
  withdrawal: [queryKeys.memberWithdrawals],
  transfer: [queryKeys.memberTransfers],
  task: [queryKeys.tasks, queryKeys.earnings],
};

/** Everything the stream keeps fresh for a member, read again after a gap it could not replay. */
const streamedKeys: readonly QueryKey[] = [
  queryKeys.chat,
  queryKeys.notifications,
  queryKeys.me,
  queryKeys.wallet,
  queryKeys.memberDeposits,
  queryKeys.memberWithdrawals,
  queryKeys.memberTransfers,
  queryKeys.tasks,
  queryKeys.earnings,
  aviatorRounds,
];

/** The bell's unread notices with a new one in its place (newest first), or without one removed. */
export function withNotice(unread: LiveNotification[], event: LiveNotification): LiveNotification[] {
  const others = unread.filter((notice) => notice.id !== event.id);
  if (event.removed === true) return others;
  const notice = { id: event.id, title: event.title, message: event.message, createdAt: event.createdAt };
  return [notice, ...others].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}

/** What the first connect reads again: what may have changed between a screen's read and the stream. */
const firstConnectKeys: readonly QueryKey[] = [queryKeys.chat, queryKeys.unreadNotifications];

/**
 * What the member stream changes across the member's screens (the chat rooms merge their own messages):
 * the balance where it shows, the bell, decided deposits, withdrawals, transfers and task proofs, and the
 * aviator history. A list not on screen is marked stale and read again when it shows. Loaded with the
 * stream (not in the first screens' code); answers what unregisters it.
 */
export function registerMemberLiveUpdates(queryClient: QueryClient): () => void {
  const invalidate = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  let connectedBefore = false;
  const unsubscribe = [
    onLiveEvent('hello', ({ resumed }, source) => {
      if (source !== 'member' || resumed) return;
      // The first connect follows the screens' own first reads: the balance comes with it, and only the
      // cheap reads catch what came between (the rooms' changes since their last seq, the bell). A later
      // connect that could not resume reads everything again.
      invalidate(connectedBefore ? streamedKeys : firstConnectKeys);
      connectedBefore = true;
    }),
    onLiveEvent('wallet', ({ balance }, source) => {
      if (source !== 'member') return;
      const dollars = centsToDollars(balance);
      const before = queryClient.getQueryData<CurrentUser>(queryKeys.me)?.Wallet.currentBalance;
      queryClient.setQueryData<CurrentUser>(queryKeys.me, (user) =>
        user === undefined
          ? user
          : { ...user, currentBalance: dollars, Wallet: { ...user.Wallet, currentBalance: dollars } },
      );
      queryClient.setQueryData<WalletResponse>(queryKeys.wallet, (wallet) =>
        wallet === undefined ? wallet : { ...wallet, currentBalance: dollars },
      );
      // A posting this screen did not make (an admin's adjustment, say) is a movement it has not listed.
      if (before !== undefined && before !== dollars) invalidate([walletMovements]);
    }),
    onLiveEvent('notification', (event, source) => {
      if (source !== 'member') return;
      // The bell takes the notice from the event itself: a notice for everyone does not send every member
      // online back to the server at once.
      queryClient.setQueryData<LiveNotification[]>(queryKeys.unreadNotifications, (unread) =>
        unread === undefined ? unread : withNotice(unread, event),
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications,
        predicate: (query) => query.queryKey[1] !== queryKeys.unreadNotifications[1],
      });
    }),
    onLiveEvent('decision', ({ kind }, source) => {
      if (source === 'member') invalidate([...decisionKeys[kind], queryKeys.me, queryKeys.wallet]);
    }),
    onLiveEvent('aviator.settled', (_settled, source) => {
      if (source === 'member') invalidate([aviatorRounds]);
    }),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
