import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTaskKeys } from '@/features/admin-tasks/api/admin-tasks';
import { dispatchLiveEvent, setLiveStatus } from '@/lib/live-events';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { chatMessageFixture } from '@/test/fixtures';
import { useAdminLiveUpdates } from './admin-live-updates';

const itemId = '00000000-0000-4000-8000-000000000001';

function renderUpdates() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => useAdminLiveUpdates(), { wrapper });
  const seed = (...keys: QueryKey[]) => {
    for (const key of keys) client.setQueryData(key, {});
  };
  const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { ...view, seed, invalidated };
}

afterEach(() => {
  setLiveStatus('down');
});

describe('useAdminLiveUpdates', () => {
  it('answers the waiting counts while the stream is open, and none once it is down', () => {
    const view = renderUpdates();
    const counts = { deposits: 3, withdrawals: 1, review: 1, support: 0, tasks: 2 };
    act(() => {
      setLiveStatus('open');
      dispatchLiveEvent('admin.counts', counts, 'admin');
    });
    expect(view.result.current).toEqual(counts);

    act(() => setLiveStatus('down'));
    expect(view.result.current).toBeUndefined();
  });

  it('reads the changed queue’s lists again, and only those', () => {
    const { seed, invalidated } = renderUpdates();
    const newDeposits = [...queryKeys.adminDeposits, { page: 1, pageSize: 20, status: 'PENDING' }];
    const review = [...adminTaskKeys.submissions, 'PENDING', 1];
    seed(newDeposits, review, [...queryKeys.adminWithdrawals, {}]);

    act(() => dispatchLiveEvent('admin.queue', { queue: 'tasks', id: itemId }, 'admin'));
    expect(invalidated(review)).toBe(true);
    expect(invalidated(newDeposits)).toBe(false);

    act(() => dispatchLiveEvent('admin.queue', { queue: 'deposits', id: itemId }, 'admin'));
    expect(invalidated(newDeposits)).toBe(true);
    expect(invalidated([...queryKeys.adminWithdrawals, {}])).toBe(false);
  });

  it('reads the member conversations again on a private message, not on a community one', () => {
    const { seed, invalidated } = renderUpdates();
    const conversations = [...queryKeys.adminConversations, 1];
    seed(conversations);
    const message = chatMessageFixture(4, { id: itemId, text: 'Hello' });

    act(() => dispatchLiveEvent('chat.message', { room: 'public', message }, 'admin'));
    expect(invalidated(conversations)).toBe(false);
    act(() =>
      dispatchLiveEvent('chat.message', { room: itemId, message: { ...message, isPublic: false } }, 'admin'),
    );
    expect(invalidated(conversations)).toBe(true);
  });
});
