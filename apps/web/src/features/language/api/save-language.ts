import { currentUserGuard, type CurrentUser, type Language } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Remembers the member's language on the server (PATCH /users/me): e-mails and notifications follow it. */
export function saveLanguage(language: Language): Promise<CurrentUser> {
  return apiFetch('/users/me', {
    method: 'PATCH',
    auth: 'member',
    body: { language },
    schema: currentUserGuard,
  });
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
