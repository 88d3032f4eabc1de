import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/tokens';

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
  await db.insert(sessions).values({
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
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        client.deviceHash === undefined
          ? eq(sessions.ip, client.ip)
          : or(eq(sessions.deviceHash, client.deviceHash), eq(sessions.ip, client.ip)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function resolveSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<ResolvedSession | undefined> {
  const [row] = await db
    .select({ id: sessions.id, kind: sessions.kind, userId: sessions.userId, adminId: sessions.adminId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.now()),
      ),
    );
  if (row === undefined) return undefined;
  if (row.kind === 'USER' && row.userId !== null)
    return { id: row.id, owner: { kind: 'USER', userId: row.userId } };
  if (row.kind === 'ADMIN' && row.adminId !== null) {
    return { id: row.id, owner: { kind: 'ADMIN', adminId: row.adminId } };
  }
  return undefined;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member, or all but one (the caller's own). */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/** Ends every session of an admin, or all but one (the caller's own). */
export async function revokeAdminSessions(
  db: Executor,
  adminId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.adminId, adminId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}
