import {
  emailBroadcastPageSchema,
  emailBroadcastSchema,
  emailPreferencesSchema,
  type SendEmailToAllBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const BROADCASTS_PAGE_SIZE = 10;
/** While a send is under way its figures refresh this often. */
const PROGRESS_REFRESH_MS = 2000;

/** POST /email/send-email-to-all: queues one e-mail per member; answers the send with its count. */
export function useSendEmailToAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendEmailToAllBody) =>
      apiFetch('/email/send-email-to-all', {
        method: 'POST',
        auth: 'admin',
        body,
        schema: emailBroadcastSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminEmailBroadcasts }),
  });
}

/** GET /email/broadcasts: past sends, newest first, refreshed while one is still going. */
export function useEmailBroadcasts(page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminEmailBroadcasts, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/email/broadcasts', { page, pageSize: BROADCASTS_PAGE_SIZE }), {
        auth: 'admin',
        schema: emailBroadcastPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => !item.done) === true ? PROGRESS_REFRESH_MS : false,
  });
}

/** GET, PATCH /email/preferences (member): whether announcements to all members reach them. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: queryKeys.emailPreferences,
    queryFn: () => apiFetch('/email/preferences', { auth: 'member', schema: emailPreferencesSchema }),
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (broadcasts: boolean) =>
      apiFetch('/email/preferences', {
        method: 'PATCH',
        auth: 'member',
        body: { broadcasts },
        schema: emailPreferencesSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.emailPreferences, data),
  });
}
