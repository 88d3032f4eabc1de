import {
  centsToDollars,
  type CurrentUser,
  type LiveDecision,
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
    onLiveEvent('notification', (_notification, source) => {
      if (source === 'member') invalidate([queryKeys.notifications]);
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
