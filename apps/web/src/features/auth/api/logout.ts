import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { memberQueryKeys } from '@/lib/query-keys';
import { clearMemberSession } from '@/lib/session';

/** Best effort: the member is signed out locally whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/users/logout', { method: 'POST', auth: 'member' });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearMemberSession();
      await navigate('/login', { replace: true });
      for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
    },
  });
}
