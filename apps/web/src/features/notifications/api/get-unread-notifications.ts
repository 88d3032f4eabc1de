import { NOTIFICATIONS_POLL_MS, notificationListGuard } from '@earnflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFallbackPoll } from '@/hooks/use-live';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getUnreadNotifications() {
  return apiFetch('/notifications/unread', { auth: 'member', schema: notificationListGuard });
}

export const unreadNotificationsQuery = queryOptions({
  queryKey: queryKeys.unreadNotifications,
  queryFn: getUnreadNotifications,
});

/** The bell's unread notices: the event stream says when they change; polled only while it is not open. */
export function useUnreadNotifications() {
  const query = useQuery({
    ...unreadNotificationsQuery,
    refetchInterval: useFallbackPoll(NOTIFICATIONS_POLL_MS),
  });
  const { error } = query;
  // Spec §8: a failed notification fetch is only logged.
  useEffect(() => {
    if (error) console.error('Could not load notifications.', error);
  }, [error]);
  return query;
}
