import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { AdminFrame } from '@/components/layouts/admin-frame';
import { useAdminLogout } from '@/features/admins/api/admin-logout';
import { useAdminMe } from '@/features/admins/api/get-admin-me';
import { isApiError } from '@/lib/api-client';
import { getAppName } from '@/lib/document-title';
import { clearAdminSession, getAdminToken, getStoredAdminName } from '@/lib/session';

/** The admin console frame; pages inside need an admin token that GET /admins/me accepts. */
export default function AdminLayout() {
  const hasToken = getAdminToken() !== null;
  const navigate = useNavigate();
  const adminMe = useAdminMe();
  const logout = useAdminLogout();
  const { error } = adminMe;

  useEffect(() => {
    if (isApiError(error, 401) || isApiError(error, 403)) {
      clearAdminSession();
      void navigate('/auth/login', { replace: true });
    } else if (error) {
      console.error('Could not load the signed-in admin.', error);
    }
  }, [error, navigate]);

  if (!hasToken) return <Navigate to="/auth/login" replace />;

  return (
    <AdminFrame
      appName={getAppName()}
      adminName={adminMe.data?.name ?? getStoredAdminName() ?? 'Admin'}
      onSidebarLogout={() => logout.mutate('admin')}
      onHeaderLogout={() => logout.mutate('all')}
      loggingOut={logout.isPending}
    >
      <Outlet />
    </AdminFrame>
  );
}
