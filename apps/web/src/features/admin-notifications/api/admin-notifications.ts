import { notificationPageSchema, notificationSchema, type CreateNotificationBody } from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications (admin): the broadcasts, newest first, server-paged. */
export function useAdminNotifications(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminNotifications, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/notifications', { page, pageSize: NOTIFICATIONS_PAGE_SIZE }), {
        auth: 'admin',
        schema: notificationPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /notifications/create; settles once the list has been reloaded. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNotificationBody) =>
      apiFetch('/notifications/create', { method: 'POST', auth: 'admin', body, schema: notificationSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}

/** DELETE /notifications/{id}; settles once the list has been reloaded. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminNotifications }),
  });
}
