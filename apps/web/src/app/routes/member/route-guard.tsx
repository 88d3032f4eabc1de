import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/profile/api/get-me';
import { isApiError } from '@/lib/api-client';
import { closeDialog, dialog } from '@/lib/dialogs';
import { signInPath } from '@/lib/navigation-state';
import { getMemberToken } from '@/lib/session';

function isAuthFailure(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 403);
}

/**
 * Spec §2 route guard: no token → /login; a PENDING member gets a blocking 'Action Required' dialog.
 * The member is re-checked on every route change and the content stays hidden until that check ends.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const hasToken = getMemberToken() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const { refetch, error } = me;
  const [checkedLocationKey, setCheckedLocationKey] = useState<string | null>(null);

  useEffect(() => {
    if (!hasToken) return;
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
        title: 'Action Required',
        text: 'You must deposit or upgrade your level to access rewards.',
        confirmButtonText: 'Upgrade Now',
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
        <Spinner className="size-8" label="Checking your account..." />
      </div>
    );
  }
  if (blocked) return null;
  return children;
}
