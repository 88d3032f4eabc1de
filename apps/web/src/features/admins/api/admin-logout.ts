import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { clearAdminSession, clearAllSessions } from '@/lib/session';

/** Best effort: the admin is signed out locally whatever the server answers. */
export async function adminLogout(): Promise<void> {
  try {
    await apiFetch('/admins/logout', { method: 'POST', auth: 'admin' });
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  }
}

/**
 * `admin` (sidebar Log out) removes only the admin keys; `all` (header Logout) clears the whole of
 * localStorage, as spec §6 says.
 */
export type AdminLogoutScope = 'admin' | 'all';

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (_scope: AdminLogoutScope) => adminLogout(),
    onSettled: async (_data, _error, scope) => {
      if (scope === 'all') clearAllSessions();
      else clearAdminSession();
      await navigate('/auth/login', { replace: true });
      if (scope === 'all') queryClient.clear();
      else queryClient.removeQueries({ queryKey: queryKeys.admin });
    },
  });
}
