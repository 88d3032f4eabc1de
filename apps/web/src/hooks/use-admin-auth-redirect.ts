import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { closeDialog } from '@/lib/dialogs';
import { clearAdminSession } from '@/lib/session';

/** True for the answers that mean the admin token is missing, expired or not an admin's. */
export function isAdminAuthFailure(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 403);
}

/**
 * Like the admin frame: a 401 or 403 from an admin call ends the admin session and goes to /auth/login.
 * Watches `queryError`; the returned function does the same for a mutation's error and says whether it did.
 */
export function useAdminAuthRedirect(queryError?: unknown): (error: unknown) => boolean {
  const navigate = useNavigate();

  const redirectIfSignedOut = useCallback(
    (error: unknown) => {
      if (!isAdminAuthFailure(error)) return false;
      closeDialog();
      clearAdminSession();
      void navigate('/auth/login', { replace: true });
      return true;
    },
    [navigate],
  );

  useEffect(() => {
    if (queryError) redirectIfSignedOut(queryError);
  }, [queryError, redirectIfSignedOut]);

  return redirectIfSignedOut;
}
