import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { hasSessionFrom, insertSession, liveSessionByTokenHash } from './sessions.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export {
  liveSessionIds,
  liveSessionOwner,
  memberSessionLookup,
  revokeAdminSessions,
  revokeSession,
  revokeUserSessions,
  signedInAdmin,
} from './sessions.repository';
export { acceptMemberSession, bearerToken, memberSessionParams } from './member-session';

export const USER_SESSION_DAYS = 30;
export const ADMIN_SESSION_HOURS = 12;

export type SessionOwner = { kind: 'USER'; userId: string } | { kind: 'ADMIN'; adminId: string };

export interface ResolvedSession {
  id: string;
  owner: SessionOwner;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** SHA-256 of the device id the web app sent (lib/request-client.ts). */
  deviceHash?: string | undefined;
}

export async function createSession(
  db: Executor,
  clock: Clock,
  owner: SessionOwner,
  meta: SessionMeta,
): Promise<string> {
  const token = newSessionToken();
  const lifetimeMs =
    owner.kind === 'USER' ? USER_SESSION_DAYS * 24 * 3600 * 1000 : ADMIN_SESSION_HOURS * 3600 * 1000;
  await insertSession(db, {
    tokenHash: sha256(token),
    kind: owner.kind,
    userId: owner.kind === 'USER' ? owner.userId : null,
    adminId: owner.kind === 'ADMIN' ? owner.adminId : null,
    expiresAt: new Date(clock.now().getTime() + lifetimeMs),
    ip: meta.ip ?? null,
    deviceHash: meta.deviceHash ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * Whether the member signed in before from this device or this address: a session of theirs from it is
 * still kept (sessions are purged 30 days after they end). Guessing protection lets such a client in with
 * the right password when strangers keep failing (decision 0140).
 */
export async function signedInBeforeFrom(
  db: Executor,
  userId: string,
  client: { ip: string; deviceHash: string | undefined },
): Promise<boolean> {
  return hasSessionFrom(db, userId, client);
}

export async function resolveSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<ResolvedSession | undefined> {
  const row = await liveSessionByTokenHash(db, sha256(token), clock.now());
  if (row === undefined) return undefined;
  if (row.kind === 'USER' && row.userId !== null)
    return { id: row.id, owner: { kind: 'USER', userId: row.userId } };
  if (row.kind === 'ADMIN' && row.adminId !== null) {
    return { id: row.id, owner: { kind: 'ADMIN', adminId: row.adminId } };
  }
  return undefined;
}
