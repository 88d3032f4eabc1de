import type { Admin, SessionUser } from '@earnflow/contracts';

/** localStorage keys, named as the spec's browser-held session data. */
export const memberSessionKeys = {
  token: 'userToken',
  id: 'userId',
  name: 'userName',
  email: 'userEmail',
} as const;

export const adminSessionKeys = {
  token: 'adminToken',
  id: 'adminId',
  name: 'adminName',
  email: 'adminEmail',
} as const;

const DEVICE_ID_KEY = 'deviceId';

/**
 * A random id for this browser, made once and kept: sent with every call (X-Device-Id) so that guessing
 * protection knows the member's own devices from a stranger's. It identifies nothing else.
 */
export function getDeviceId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored !== null && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
  localStorage.setItem(DEVICE_ID_KEY, id);
  return id;
}

export function getMemberToken(): string | null {
  return localStorage.getItem(memberSessionKeys.token);
}

export function saveMemberSession(token: string, user: Pick<SessionUser, 'id' | 'name' | 'email'>): void {
  localStorage.setItem(memberSessionKeys.token, token);
  localStorage.setItem(memberSessionKeys.id, user.id);
  localStorage.setItem(memberSessionKeys.name, user.name);
  localStorage.setItem(memberSessionKeys.email, user.email);
}

export function saveMemberName(name: string): void {
  localStorage.setItem(memberSessionKeys.name, name);
}

export function removeMemberToken(): void {
  localStorage.removeItem(memberSessionKeys.token);
}

export function clearMemberSession(): void {
  for (const key of Object.values(memberSessionKeys)) localStorage.removeItem(key);
}

const memberSessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever a member call is refused because the stored session has ended. */
export function onMemberSessionEnded(listener: () => void): () => void {
  memberSessionEndedListeners.add(listener);
  return () => memberSessionEndedListeners.delete(listener);
}

/** A member call with the stored token answered 401: the session has ended (signed out elsewhere, say). */
export function memberSessionEnded(): void {
  for (const listener of memberSessionEndedListeners) listener();
}

export function getAdminToken(): string | null {
  return localStorage.getItem(adminSessionKeys.token);
}

export function getStoredAdminName(): string | null {
  return localStorage.getItem(adminSessionKeys.name);
}

export function saveAdminSession(token: string, admin: Pick<Admin, 'id' | 'name' | 'email'>): void {
  localStorage.setItem(adminSessionKeys.token, token);
  localStorage.setItem(adminSessionKeys.id, admin.id);
  localStorage.setItem(adminSessionKeys.name, admin.name);
  localStorage.setItem(adminSessionKeys.email, admin.email);
}

export function clearAdminSession(): void {
  for (const key of Object.values(adminSessionKeys)) localStorage.removeItem(key);
}

/** The admin header's Logout ends every session held in this browser (spec §6). */
export function clearAllSessions(): void {
  localStorage.clear();
}
