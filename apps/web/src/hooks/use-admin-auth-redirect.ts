import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorCodes } from '@earnflow/contracts';
import { isApiError } from '@/lib/api-client';
import { closeDialog } from '@/lib/dialogs';
import { signInPath } from '@/lib/navigation-state';
import { clearAdminSession } from '@/lib/session';

/**
 * True for the answers that mean the admin token is missing, expired or not an admin's. A 403 for the
 * role (the screen is not for this admin), for two-factor set-up still to do or for a one-time password
 * still to replace is not a sign-out.
 */
export function isAdminAuthFailure(error: unknown): boolean {
  if (isApiError(error, 401)) return true;
  return (
    isApiError(error, 403) && !isRoleRefusal(error) && !needsTwoFactorSetup(error) && !needsNewPassword(error)
  );
}

export function isRoleRefusal(error: unknown): boolean {
  return isApiError(error, 403) && error.code === errorCodes.roleNotAllowed;
}

export function needsTwoFactorSetup(error: unknown): boolean {
  return isApiError(error, 403) && error.code === errorCodes.twoFactorSetupRequired;
}

/** The admin signed in with a one-time password, which opens nothing but the form to replace it. */
export function needsNewPassword(error: unknown): boolean {
  return isApiError(error, 403) && error.code === errorCodes.passwordChangeRequired;
}

/**
 * Like the admin frame: a 401 or 403 from an admin call ends the admin session and goes to /auth/login.
 * Watches `queryError`; the returned function does the same for a mutation's error and says whether it did.
 */
export function useAdminAuthRedirect(queryError?: unknown): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();

  const redirectIfSignedOut = useCallback(
    (error: unknown) => {
      if (needsTwoFactorSetup(error) || needsNewPassword(error)) {
        void navigate('/admin/settings', { replace: true });
        return true;
      }
      if (!isAdminAuthFailure(error)) return false;
      closeDialog();
      clearAdminSession();
      void navigate(signInPath('/auth/login', location), { replace: true });
      return true;
    },
    [navigate, location],
  );

  useEffect(() => {
    if (queryError) redirectIfSignedOut(queryError);
  }, [queryError, redirectIfSignedOut]);

  return redirectIfSignedOut;
}
