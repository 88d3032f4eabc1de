import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AdminFrame } from '@/components/layouts/admin-frame';
import { useAdminLogout } from '@/features/admins/api/admin-logout';
import { useAdminMe } from '@/features/admins/api/get-admin-me';
import { useLiveStream } from '@/hooks/use-live';
import { handledByAdminFrame, onAdminSessionEnd } from '@/lib/admin-session';
import { closeDialog } from '@/lib/dialogs';
import { getAppName } from '@/lib/document-title';
import { signInPath } from '@/lib/navigation-state';
import { clearAdminSession, getAdminToken, getStoredAdminName } from '@/lib/session';
import { useAdminLiveUpdates } from '../../admin-live-updates';

/** The admin console frame; pages inside need an admin token that GET /admins/me accepts. */
export default function AdminLayout() {
  const hasToken = getAdminToken() !== null;
  const navigate = useNavigate();
  const adminMe = useAdminMe();
  const logout = useAdminLogout();
  const { error } = adminMe;
  const location = useLocation();
  const { pathname } = location;
  // A one-time password to replace, or two-factor sign-in the owner requires: until done, only Settings
  // (where both are) opens.
  const restricted =
    adminMe.data?.mustChangePassword === true || adminMe.data?.twoFactorSetupRequired === true;
  // One event stream for the tab while an admin is signed in here (not while only Settings opens).
  const waiting = useAdminLiveUpdates();
  useLiveStream('admin', hasToken && adminMe.data !== undefined && !restricted);

  // Any admin call that finds the session ended sends the admin to /auth/login (a dialog it left open
  // closes), and one refused until set-up is done goes to Settings: once here, for every screen inside.
  useEffect(
    () =>
      onAdminSessionEnd((end) => {
        if (end === 'setup-required') {
          void navigate('/admin/settings', { replace: true });
          return;
        }
        closeDialog();
        clearAdminSession();
        void navigate(signInPath('/auth/login', location), { replace: true });
      }),
    [navigate, location],
  );

  useEffect(() => {
    if (error && !handledByAdminFrame(error)) console.error('Could not load the signed-in admin.', error);
  }, [error]);

  if (!hasToken) return <Navigate to={signInPath('/auth/login', location)} replace />;
  if (restricted && pathname !== '/admin/settings') {
    return <Navigate to="/admin/settings" replace />;
  }

  return (
    <AdminFrame
      appName={getAppName()}
      adminName={adminMe.data?.name ?? getStoredAdminName() ?? 'Admin'}
      role={adminMe.data?.role}
      twoFactorSetupRequired={restricted}
      onSidebarLogout={() => logout.mutate('admin')}
      onHeaderLogout={() => logout.mutate('all')}
      loggingOut={logout.isPending}
      waiting={waiting}
    >
      {adminMe.data?.mustChangePassword === true ? (
        <p
          role="status"
          className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          You signed in with a one-time password.{' '}
          {pathname === '/admin/settings' ? (
            'Choose your own password below to open the rest of the console.'
          ) : (
            <>
              <Link to="/admin/settings" className="font-semibold underline">
                Choose your own password in Settings
              </Link>
              .
            </>
          )}
        </p>
      ) : null}
      <Outlet />
    </AdminFrame>
  );
}
