import { currentUserSchema, type UpdateMeBody } from '@earnflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveMemberName } from '@/lib/session';

export function updateMe(body: UpdateMeBody) {
  return apiFetch('/users/me', { method: 'PATCH', auth: 'member', body, schema: currentUserSchema });
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
