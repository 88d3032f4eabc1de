import type { CurrentUser } from '@earnflow/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchLiveEvent } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { activeMember } from '@/test/fixtures';
import { registerMemberLiveUpdates } from './member-live-updates';

const decisionId = '00000000-0000-4000-8000-000000000001';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderUpdates() {
  const client = createQueryClient();
  unregister = registerMemberLiveUpdates(client);
  const seed = (...keys: QueryKey[]) => {
    for (const key of keys) client.setQueryData(key, {});
  };
  const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { client, seed, invalidated };
}

describe('registerMemberLiveUpdates', () => {
  it('puts a streamed balance (cents) where the top bar and the wallet show it, in dollars', () => {
    const { client, seed, invalidated } = renderUpdates();
    client.setQueryData<CurrentUser>(queryKeys.me, activeMember as CurrentUser);
    client.setQueryData(queryKeys.wallet, { currentBalance: 12.5 });
    const movements = [...queryKeys.wallet, 'movements'];
    seed(movements);

    dispatchLiveEvent('wallet', { balance: 1250 }, 'member');
    expect(invalidated(movements)).toBe(false);

    dispatchLiveEvent('wallet', { balance: 4075 }, 'member');
    const me = client.getQueryData<CurrentUser>(queryKeys.me);
    expect(me?.currentBalance).toBe(40.75);
    expect(me?.Wallet.currentBalance).toBe(40.75);
    expect(client.getQueryData(queryKeys.wallet)).toEqual({ currentBalance: 40.75 });
    // A posting the member did not make here is a movement the wallet screen has not listed.
    expect(invalidated(movements)).toBe(true);
  });

  it('reads the decided kind of list again, with the balance, and leaves the others', () => {
    const { seed, invalidated } = renderUpdates();
    const deposits = [...queryKeys.memberDeposits, 'history'];
    const withdrawals = [...queryKeys.memberWithdrawals, 'history'];
    seed(queryKeys.me, queryKeys.wallet, deposits, withdrawals, queryKeys.tasks);

    dispatchLiveEvent('decision', { kind: 'deposit', id: decisionId, status: 'COMPLETED' }, 'member');

    expect(invalidated(deposits)).toBe(true);
    expect(invalidated(queryKeys.me)).toBe(true);
    expect(invalidated(queryKeys.wallet)).toBe(true);
    expect(invalidated(withdrawals)).toBe(false);
    expect(invalidated(queryKeys.tasks)).toBe(false);
  });

  it('refreshes the aviator history on a settled bet', () => {
    const { seed, invalidated } = renderUpdates();
    const rounds = [...queryKeys.aviator, 'rounds'];
    seed(rounds);
    expect(invalidated(rounds)).toBe(false);

    dispatchLiveEvent(
      'aviator.settled',
      { roundId: decisionId, betId: decisionId, status: 'CRASHED', payout: 0 },
      'member',
    );
    expect(invalidated(rounds)).toBe(true);
  });

  it('puts a notice in the bell from the event, newest first, and takes a removed one out, without a read', () => {
    const { client, seed, invalidated } = renderUpdates();
    const older = {
      id: '00000000-0000-4000-8000-00000000000a',
      title: 'Old',
      message: 'm',
      createdAt: '2026-12-01T10:00:00.000Z',
    };
    client.setQueryData(queryKeys.unreadNotifications, [older]);
    const page = [...queryKeys.notifications, 'page', 1];
    seed(page);
    const fresh = {
      id: '00000000-0000-4000-8000-00000000000b',
      title: 'New',
      message: 'n',
      createdAt: '2026-12-03T10:00:00.000Z',
    };

    dispatchLiveEvent('notification', { ...fresh, removed: false }, 'member');
    expect(client.getQueryData(queryKeys.unreadNotifications)).toEqual([fresh, older]);
    expect(invalidated(queryKeys.unreadNotifications)).toBe(false);
    expect(invalidated(page)).toBe(true);
    // The same event again (a replay) does not show it twice.
    dispatchLiveEvent('notification', fresh, 'member');
    expect(client.getQueryData(queryKeys.unreadNotifications)).toEqual([fresh, older]);

    dispatchLiveEvent('notification', { ...older, removed: true }, 'member');
    expect(client.getQueryData(queryKeys.unreadNotifications)).toEqual([fresh]);
  });

  it('on the first connect reads only the rooms and the bell again, the rest after a gap it could not replay', () => {
    const { seed, invalidated } = renderUpdates();
    const room = [...queryKeys.chat, 'member', 'public'];
    seed(room, queryKeys.unreadNotifications, queryKeys.me);

    dispatchLiveEvent('hello', { resumed: false, lastEventId: '3' }, 'member');
    expect(invalidated(room)).toBe(true);
    expect(invalidated(queryKeys.unreadNotifications)).toBe(true);
    expect(invalidated(queryKeys.me)).toBe(false);
  });

  it('reads everything the stream keeps fresh again after a gap it could not replay, and nothing after a resume', () => {
    const { seed, invalidated } = renderUpdates();
    const room = [...queryKeys.chat, 'member', 'public'];
    dispatchLiveEvent('hello', { resumed: false, lastEventId: '3' }, 'member');
    seed(room, queryKeys.unreadNotifications, queryKeys.me);

    dispatchLiveEvent('hello', { resumed: true, lastEventId: '5' }, 'member');
    expect(invalidated(room)).toBe(false);

    dispatchLiveEvent('hello', { resumed: false, lastEventId: '9' }, 'member');
    expect(invalidated(room)).toBe(true);
    expect(invalidated(queryKeys.unreadNotifications)).toBe(true);
    expect(invalidated(queryKeys.me)).toBe(true);
  });
});
