import { messageResponseSchema } from '@earnflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

/** POST /email/unsubscribe?token=: the link of an announcement e-mail; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch(withQuery('/email/unsubscribe', { token }), {
        method: 'POST',
        auth: 'none',
        schema: messageResponseSchema,
      }),
  });
}
