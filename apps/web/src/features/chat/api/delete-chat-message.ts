import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** DELETE /chat/{id} (admin): the message disappears for everyone at their next poll. */
export function deleteChatMessage(id: string) {
  return apiFetch(`/chat/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' });
}

export function useDeleteChatMessage() {
  return useMutation({ mutationFn: deleteChatMessage });
}
