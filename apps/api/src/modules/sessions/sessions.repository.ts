import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import { admins, adminSecurityPolicy, sessions, users } from '../../db/schema';
import { liveSessionWhere, memberSessionFields } from './statement-session';

export async function insertSession(
  db: Executor,
  session: {
    tokenHash: string;
    kind: 'USER' | 'ADMIN';
    userId: string | null;
    adminId: string | null;
    expiresAt: Date;
    ip: string | null;
    deviceHash: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Whether a session of the member's was made from this device or this address (kept ones only). */
export async function hasSessionFrom(
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

/** The session of a token hash that is not revoked and unexpired at `now`; undefined when there is none. */
export async function liveSessionByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, kind: sessions.kind, userId: sessions.userId, adminId: sessions.adminId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
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

/**
 * The session of a token hash and its member's status, built once: every member call starts with it. It
 * takes the placeholders of `liveSessionWhere` (`tokenHash`, `now`).
 */
export const memberSessionLookup = builtOnce((db, fields) =>
  db
    .select(fields(memberSessionFields))
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere),
);

/** What an admin call checks of its admin: role, standing and what they must still set up. */
export async function signedInAdmin(db: Executor, adminId: string) {
  const [admin] = await db
    .select({
      role: admins.role,
      disabledAt: admins.disabledAt,
      totpEnabledAt: admins.totpEnabledAt,
      mustChangePassword: admins.mustChangePassword,
      requireTwoFactor: adminSecurityPolicy.requireTwoFactor,
    })
    .from(admins)
    .leftJoin(adminSecurityPolicy, sql`true`)
    .where(eq(admins.id, adminId));
  return admin;
}

/** A session live at `now` as the live event streams count it (joined with its member and its admin). */
const streamSessionLive = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    sql`${users.status} IS DISTINCT FROM 'SUSPENDED'`,
    isNull(admins.disabledAt),
  );

/**
 * Of these sessions, the ids still live at `now`: not revoked, unexpired, a member's not suspended, an
 * admin's not disabled. The live event streams ask it when a session may have ended.
 */
export async function liveSessionIds(
  db: Executor,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(inArray(sessions.id, [...sessionIds]), streamSessionLive(now)));
  return new Set(rows.map((row) => row.id));
}

/** Who owns a session that is live at `now` (as `liveSessionIds` counts it); undefined otherwise. */
export async function liveSessionOwner(db: Executor, sessionId: string, now: Date) {
  const [row] = await db
    .select({ userId: sessions.userId, adminId: sessions.adminId, adminRole: admins.role })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.id, sessionId), streamSessionLive(now)));
  return row;
}
