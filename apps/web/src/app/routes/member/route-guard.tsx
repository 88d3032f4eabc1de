import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/profile/api/get-me';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import { closeDialog, dialog } from '@/lib/dialogs';
import { signInPath } from '@/lib/navigation-state';
import { queryKeys } from '@/lib/query-keys';
import { getMemberToken } from '@/lib/session';
import routeGuardEn from '@/locales/en/route-guard';

const m = defineMessages('route-guard', routeGuardEn);

/** React Router's key of the history entry the app was opened at. */
const INITIAL_LOCATION_KEY = 'default';
/** How old the member shell's own check of the member may be to count for the first page. */
const FIRST_CHECK_FRESH_MS = 2_000;

function isAuthFailure(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 403);
}

/**
 * Spec §2 route guard: no token → /login; a PENDING member gets a blocking 'Action Required' dialog.
 * The member is re-checked on every route change and the content stays hidden until that check ends.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const hasToken = getMemberToken() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const queryClient = useQueryClient();
  const { refetch, error } = me;
  // On the page the app opened with, a check the member shell made a moment ago is this page's check:
  // asking again would hide the page for one more round trip. Every route change asks again.
  const [checkedLocationKey, setCheckedLocationKey] = useState<string | null>(() => {
    const state = queryClient.getQueryState(queryKeys.me);
    const shellChecked =
      hasToken &&
      location.key === INITIAL_LOCATION_KEY &&
      state?.fetchStatus === 'idle' &&
      state.status === 'success' &&
      Date.now() - state.dataUpdatedAt < FIRST_CHECK_FRESH_MS;
    return shellChecked ? location.key : null;
  });
  const firstPageChecked = useRef(checkedLocationKey !== null);

  useEffect(() => {
    if (!hasToken) return;
    if (firstPageChecked.current && location.key === INITIAL_LOCATION_KEY) return;
    let current = true;
    void refetch({ cancelRefetch: false }).then(() => {
      if (current) setCheckedLocationKey(location.key);
    });
    return () => {
      current = false;
    };
  }, [hasToken, location.key, refetch]);

  const checking = checkedLocationKey !== location.key;
  const mustSignIn = !checking && isAuthFailure(error);
  const blocked = !checking && !mustSignIn && me.data?.status === 'PENDING';

  useEffect(() => {
    if (error && !isAuthFailure(error)) console.error('Could not check the member status.', error);
  }, [error]);

  useEffect(() => {
    if (!blocked) return;
    void dialog
      .fire({
        icon: 'warning',
        title: translate(m.actionRequiredTitle),
        text: translate(m.actionRequiredText),
        confirmButtonText: translate(m.upgradeNow),
        allowOutsideClick: false,
        allowEscapeKey: false,
      })
      .then((result) => {
        if (result.isConfirmed) void navigate('/upgrade-level');
      });
    return closeDialog;
  }, [blocked, navigate]);

  if (!hasToken || mustSignIn) return <Navigate to={signInPath('/login', location)} replace />;
  if (checking) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t(m.checking)} />
      </div>
    );
  }
  if (blocked) return null;
  return children;
}
