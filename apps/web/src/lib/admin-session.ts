import { errorCodes } from '@earnflow/contracts';

/**
 * What an admin call's refusal means for the admin's session, decided once for every admin screen
 * (docs/decisions/0177): `signed-out` for a 401, or a 403 that is not about the role or unfinished set-up
 * (the token is missing, expired or not an admin's); `setup-required` while two-factor set-up or a
 * one-time password to replace opens nothing but Settings; null for anything a screen answers itself.
 */
export type AdminSessionEnd = 'signed-out' | 'setup-required';

interface Refusal {
  status: number;
  code: string;
}

export function adminSessionEnd({ status, code }: Refusal): AdminSessionEnd | null {
  if (status === 401) return 'signed-out';
  if (status !== 403 || code === errorCodes.roleNotAllowed) return null;
  if (code === errorCodes.twoFactorSetupRequired || code === errorCodes.passwordChangeRequired) {
    return 'setup-required';
  }
  return 'signed-out';
}

function isRefusal(error: unknown): error is Refusal {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<Refusal>).status === 'number' &&
    typeof (error as Partial<Refusal>).code === 'string'
  );
}

/** True when the admin frame acts on this error (to /auth/login, or to Settings): a screen shows nothing. */
export function handledByAdminFrame(error: unknown): boolean {
  return isRefusal(error) && adminSessionEnd(error) !== null;
}

const listeners = new Set<(end: AdminSessionEnd) => void>();

/** Calls `listener` whenever an admin call with the stored token finds the session ended or restricted. */
export function onAdminSessionEnd(listener: (end: AdminSessionEnd) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function adminSessionEnded(end: AdminSessionEnd): void {
  for (const listener of listeners) listener(end);
}
