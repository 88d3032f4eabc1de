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

/**
 * Signs the member out here and on the server. `before` runs first, while the session still holds (the
 * screen that mounts it may have something of this browser to undo, such as its push subscription);
 * its failure does not stop the sign-out.
 */
export function useLogout(options: { before?: () => Promise<void> } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await options.before?.();
      } catch (error) {
        console.warn('Could not undo what this browser keeps for the member before signing out.', error);
      }
      await logout();
    },
    onSettled: async () => {
      clearMemberSession();
      await navigate('/login', { replace: true });
      for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
    },
  });
}
