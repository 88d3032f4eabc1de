import { chatMessageSchema, type SendChatMessageBody } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /chat: the server takes the sender from the token; `as` says whose token. */
export function sendChatMessage({ as, body }: { as: 'member' | 'admin'; body: SendChatMessageBody }) {
  return apiFetch('/chat', { method: 'POST', auth: as, body, schema: chatMessageSchema });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
