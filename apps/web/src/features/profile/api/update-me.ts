import { currentUserGuard, type Language, type UpdateMeBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveMemberName } from '@/lib/session';

// The answer is read with the zod-free guard: the language menu on the sign-in screens calls this too, and
// the first load carries no schemas (docs/decisions/0102).
export function updateMe(body: UpdateMeBody) {
  return apiFetch('/users/me', { method: 'PATCH', auth: 'member', body, schema: currentUserGuard });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (user) => {
      saveMemberName(user.name);
      queryClient.setQueryData(queryKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/** Remembers the member's language on the server: e-mails and notifications follow it. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => updateMe({ language }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
