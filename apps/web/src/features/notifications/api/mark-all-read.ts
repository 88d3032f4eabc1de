import { markAllReadResponseGuard, type Notification } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Marks read the notices up to `through`, the newest one the panel showed, so one that came in since stays
 * unread and is shown; without it, every unread notice.
 */
export function markAllRead(through?: string) {
  return apiFetch('/notifications/mark-all-read', {
    method: 'PATCH',
    auth: 'member',
    ...(through === undefined ? {} : { body: { through } }),
    schema: markAllReadResponseGuard,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (through?: string) => {
      // A poll already on its way would bring back the list this empties.
      await queryClient.cancelQueries({ queryKey: queryKeys.unreadNotifications });
      return markAllRead(through);
    },
    onSuccess: (_answer, through) => {
      queryClient.setQueryData<Notification[]>(queryKeys.unreadNotifications, (list = []) =>
        through === undefined
          ? []
          : list.filter((notification) => Date.parse(notification.createdAt) > Date.parse(through)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadNotifications });
    },
    onError: (error) => {
      console.error('Could not mark the notifications as read.', error);
    },
  });
}
