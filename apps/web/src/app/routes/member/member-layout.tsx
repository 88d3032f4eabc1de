import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { MemberShell } from '@/components/layouts/member-shell';
import { Avatar } from '@/components/ui/avatar';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useMe } from '@/features/profile/api/get-me';
import { AccountNumber } from '@/features/profile/components/account-number';
import { BalanceChip } from '@/features/profile/components/balance-chip';
import { StreakScore } from '@/features/profile/components/streak-score';
import { useLiveStream, type LiveUpdatesLoader } from '@/hooks/use-live';
import { defineMessages, useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import { signInPath } from '@/lib/navigation-state';
import { clearMemberSession, getMemberToken, onMemberSessionEnded, removeMemberToken } from '@/lib/session';
import memberShellEn from '@/locales/en/member-shell';

const m = defineMessages('member-shell', memberShellEn);

/** Signing out first takes this browser's push subscription away (loaded then, not with the shell). */
const forgetThisBrowser = async () =>
  (await import('@/features/push/forget-this-browser')).forgetThisBrowser();

/** What the member stream keeps fresh across the screens, loaded with the stream. */
const loadMemberLiveUpdates: LiveUpdatesLoader = async (queryClient) =>
  (await import('../../member-live-updates')).registerMemberLiveUpdates(queryClient);

/** The member shell around every signed-in page; without a usable profile it sends the visitor to /login. */
export default function MemberLayout() {
  const t = useT();
  const hasToken = getMemberToken() !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  const logout = useLogout({ before: forgetThisBrowser });
  const { error } = me;
  // One event stream for the tab while a member is signed in here; the screens poll only without it.
  useLiveStream('member', hasToken && me.data !== undefined, loadMemberLiveUpdates);

  // Any member call answering 401 means the session ended: to /login at once, not at the next profile fetch.
  useEffect(
    () =>
      onMemberSessionEnded(() => {
        clearMemberSession();
        void navigate(signInPath('/login', location), { replace: true });
      }),
    [navigate, location],
  );

  useEffect(() => {
    if (!error) return;
    // Spec §8: any failure goes to /login; a 500 also drops the stored token. A 401 means the
    // token is no longer valid, so the session it belongs to is dropped too.
    if (isApiError(error, 500)) removeMemberToken();
    if (isApiError(error, 401)) clearMemberSession();
    void navigate(signInPath('/login', location), { replace: true });
  }, [error, navigate, location]);

  if (!hasToken) return <Navigate to={signInPath('/login', location)} replace />;
  if (!me.data) return <LoadingOverlay />;

  const user = me.data;
  return (
    <MemberShell
      balance={<BalanceChip balance={user.Wallet.currentBalance} />}
      streak={<StreakScore score={user.streakScore} />}
      notifications={<NotificationsBell />}
      drawerHeader={
        <div className="flex flex-col gap-3">
          <Avatar name={user.name} imageUrl={user.profileImage} size="lg" className="ring-2 ring-white/40" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{user.name}</p>
            <p dir="ltr" className="truncate text-sm text-green-50 [text-align:match-parent]">
              {user.email}
            </p>
          </div>
          <div className="rounded-xl bg-black/15 px-3 py-2">
            <p className="text-[11px] font-medium tracking-wider text-green-50 uppercase">
              {t(m.accountNumber)}
            </p>
            <AccountNumber
              accountNumber={user.accountNumber}
              tone="light"
              className="-my-0.5 justify-between"
            />
          </div>
        </div>
      }
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    >
      <Outlet />
    </MemberShell>
  );
}
