import {
  chatConversationPageSchema,
  supportTicketPageSchema,
  supportTicketSchema,
  type SupportTicketStatus,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFallbackPoll } from '@/hooks/use-live';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const SUPPORT_PAGE_SIZE = 20;
/**
 * While the event stream is not open the lists refresh on their own, so new tickets and messages show up
 * while the page is open; with it open, its support and chat events refresh them.
 */
const LIST_REFRESH_MS = 15_000;

/** GET /support (admin): open tickets first, then newest; server-paged. */
export function useSupportTickets(query: { page: number; userId?: string | undefined }) {
  const refetchInterval = useFallbackPoll(LIST_REFRESH_MS);
  return useQuery({
    queryKey: [...queryKeys.adminSupportTickets, query],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/support', { ...query, pageSize: SUPPORT_PAGE_SIZE }), {
        auth: 'admin',
        schema: supportTicketPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** GET /chat/conversations (admin): members with a private conversation, latest message first. */
export function useConversations(page: number) {
  const refetchInterval = useFallbackPoll(LIST_REFRESH_MS);
  return useQuery({
    queryKey: [...queryKeys.adminConversations, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/chat/conversations', { page, pageSize: SUPPORT_PAGE_SIZE }), {
        auth: 'admin',
        schema: chatConversationPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** PATCH /support/{id}: close or reopen a ticket (the member is notified). */
export function useUpdateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportTicketStatus }) =>
      apiFetch(`/support/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: 'admin',
        body: { status },
        schema: supportTicketSchema,
      }),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminConversations });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminSupportTickets });
    },
  });
}
