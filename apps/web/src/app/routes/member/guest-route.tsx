import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { queryKeys } from '@/lib/query-keys';
import { getMemberToken } from '@/lib/session';

/**
 * Around /login and /signup: a signed-in member is sent home instead. When the member's profile has just
 * failed to load (the shell sends the member here then), the page shows, so the two never bounce.
 */
export function GuestRoute() {
  const queryClient = useQueryClient();
  const profileFailed = queryClient.getQueryState(queryKeys.me)?.status === 'error';
  if (getMemberToken() !== null && !profileFailed) return <Navigate to="/" replace />;
  return <Outlet />;
}
