import { and, desc, eq, isNull, notExists, or, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import { notificationReads, notifications, users } from '../../db/schema';
import {
  SessionNotLiveError,
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';

/** The member's own notifications not read yet (notifications_user_unread_idx holds only those). */
function unreadOwn(userId: string | Placeholder) {
  return and(eq(notifications.userId, userId), isNull(notifications.readAt));
}

/**
 * The broadcasts made since the member joined that they have not read (notifications_broadcast_created_idx,
 * one probe of notification_reads each).
 */
function unreadBroadcasts(db: Executor, userId: string | Placeholder) {
  return and(
    isNull(notifications.userId),
    sql`${notifications.createdAt} >= (SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId})`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(notificationReads)
        .where(
          and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
        ),
    ),
  );
}

/**
 * What a member has not read: read notifications are never visited, so the cost follows what is unread,
 * not the member's history (decision 0120).
 */
function unreadFor(db: Executor, userId: string | Placeholder) {
  return and(isNull(notifications.deletedAt), or(unreadOwn(userId), unreadBroadcasts(db, userId)));
}

// Built once: every signed-in member's app asks for it every 15 seconds.
const unreadStatement = builtOnce((db, fields) =>
  db
    .select(
      fields({
        live: statementSessionIsLive(statementSessionPlaceholders),
        language: users.language,
        notification: {
          id: notifications.id,
          title: notifications.title,
          message: notifications.message,
          messageKey: notifications.messageKey,
          messageParams: notifications.messageParams,
          createdAt: notifications.createdAt,
        },
      }),
    )
    .from(users)
    .leftJoin(notifications, unreadFor(db, statementSessionPlaceholders.userId))
    .where(eq(users.id, statementSessionPlaceholders.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(100),
);

/**
 * A member's unread notifications (at most 100, newest first) and the member's language, read with the
 * session's check in the same statement (decision 0116): the member's row is the base, so the statement
 * answers one row even when nothing is unread. Throws SessionNotLiveError when the session ended.
 */
export async function listUnread(db: Executor, session: StatementSession) {
  const rows = await unreadStatement(db, { ...session });
  const first = rows[0];
  if (first?.live !== true) throw new SessionNotLiveError();
  return {
    language: first.language,
    notifications: rows.flatMap(({ notification }) => (notification === null ? [] : [notification])),
  };
}

/**
 * Marks what the member has not read as read, only the notices created up to `through` when given (the
 * newest one their panel showed); answers how many notifications that was. The panel's times have whole
 * milliseconds and the stored ones microseconds, so `through` reaches to the end of its millisecond.
 */
export async function markAllRead(db: Executor, userId: string, through?: Date): Promise<number> {
  const shown =
    through === undefined
      ? undefined
      : sql`${notifications.createdAt} < ${new Date(through.getTime() + 1).toISOString()}::timestamptz`;
  const own = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(unreadOwn(userId), isNull(notifications.deletedAt), shown))
    .returning({ id: notifications.id });
  const broadcasts = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(unreadBroadcasts(db, userId), isNull(notifications.deletedAt), shown));
  if (broadcasts.length === 0) return own.length;
  const inserted = await db
    .insert(notificationReads)
    .values(broadcasts.map((row) => ({ notificationId: row.id, userId })))
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return own.length + inserted.length;
}

/** Writes a notification: a broadcast (no userId), or a member's with its message key and facts. */
export async function createNotification(
  db: Executor,
  values: {
    title: string;
    message: string;
    messageKey?: string;
    messageParams?: Record<string, string | number | null>;
    userId?: string | null;
    createdByAdminId?: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (row === undefined) throw new Error('notification insert returned nothing');
  return row;
}

/** Admin list: the broadcasts (notifications for everyone) not deleted, newest first, server-paged. */
export async function broadcastNotificationPage(db: Executor, query: { page: number; pageSize: number }) {
  const where = and(isNull(notifications.userId), isNull(notifications.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Deletes a broadcast for everyone (kept as a row for the record); false when there is none. */
export async function deleteBroadcastNotification(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ deletedAt: at })
    .where(and(eq(notifications.id, id), isNull(notifications.userId), isNull(notifications.deletedAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
