import { supportTicketCreatedSchema, type CreateSupportTicketBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /support: opens a ticket; its message also appears in the member's chat with support. */
export function createSupportTicket(body: CreateSupportTicketBody) {
  return apiFetch('/support', { method: 'POST', auth: 'member', body, schema: supportTicketCreatedSchema });
}

export function useCreateSupportTicket() {
  return useMutation({ mutationFn: createSupportTicket });
}
