import { markAllReadResponseGuard, type Notification } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function markAllRead() {
  return apiFetch('/notifications/mark-all-read', {
    method: 'PATCH',
    auth: 'member',
    schema: markAllReadResponseGuard,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(queryKeys.unreadNotifications, []);
    },
  });
}
