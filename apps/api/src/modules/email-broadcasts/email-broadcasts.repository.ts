import { and, desc, eq, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { EmailBroadcast } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import {
  emailBroadcastOptOuts,
  emailBroadcastRecipients,
  emailBroadcasts,
  emails,
  jobs,
  users,
} from '../../db/schema';

/** Members an announcement goes to: verified, not suspended, not opted out. */
function eligibleMember() {
  return and(
    isNotNull(users.emailVerifiedAt),
    ne(users.status, 'SUSPENDED'),
    notExists(
      sql`(SELECT 1 FROM ${emailBroadcastOptOuts} WHERE ${emailBroadcastOptOuts.userId} = ${users.id})`,
    ),
  );
}

export async function countEligibleMembers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eligibleMember());
  return row?.count ?? 0;
}

/** The next members this broadcast has not been queued for yet. */
/** Stores a broadcast; answers its id. */
export async function insertBroadcast(
  tx: Executor,
  values: {
    subject: string;
    html: string;
    text: string;
    queued: number;
    createdByAdminId: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(emailBroadcasts).values(values).returning({ id: emailBroadcasts.id });
  if (row === undefined) throw new Error('broadcast insert returned nothing');
  return row.id;
}

export async function nextRecipients(db: Executor, broadcastId: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eligibleMember(),
        notExists(
          sql`(SELECT 1 FROM ${emailBroadcastRecipients} WHERE ${emailBroadcastRecipients.broadcastId} = ${broadcastId} AND ${emailBroadcastRecipients.userId} = ${users.id})`,
        ),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}

/** Claims the member for this broadcast; false when they already have it (the primary key says so). */
export async function claimRecipient(
  tx: Executor,
  values: { broadcastId: string; userId: string; unsubscribeTokenHash: string },
): Promise<boolean> {
  const rows = await tx
    .insert(emailBroadcastRecipients)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: emailBroadcastRecipients.userId });
  return rows.length > 0;
}

export async function setRecipientEmail(tx: Executor, broadcastId: string, userId: string, emailId: string) {
  await tx
    .update(emailBroadcastRecipients)
    .set({ emailId })
    .where(
      and(eq(emailBroadcastRecipients.broadcastId, broadcastId), eq(emailBroadcastRecipients.userId, userId)),
    );
}

export async function findBroadcastContent(db: Executor, id: string) {
  const [row] = await db.select().from(emailBroadcasts).where(eq(emailBroadcasts.id, id));
  return row;
}

/**
 * Broadcasts not yet queued for everyone that no queueing job is waiting for or running: their job used
 * up its attempts (the database or the mail queue was away for hours).
 */
export async function stalledBroadcasts(db: Executor, kind: string): Promise<string[]> {
  const rows = await db
    .select({ id: emailBroadcasts.id })
    .from(emailBroadcasts)
    .where(
      and(
        isNull(emailBroadcasts.queuedAllAt),
        notExists(
          sql`(SELECT 1 FROM ${jobs} WHERE ${jobs.kind} = ${kind}
            AND ${jobs.payload}->>'broadcastId' = ${emailBroadcasts.id}::text
            AND ${jobs.status} IN ('PENDING', 'RUNNING'))`,
        ),
      ),
    )
    .orderBy(emailBroadcasts.createdAt);
  return rows.map((row) => row.id);
}

/** Every recipient is queued: the count becomes exact. */
export async function markAllQueued(db: Executor, id: string, at: Date) {
  await db
    .update(emailBroadcasts)
    .set({
      queuedAllAt: at,
      queued: sql`(SELECT count(*)::int FROM ${emailBroadcastRecipients} WHERE ${emailBroadcastRecipients.broadcastId} = ${id})`,
    })
    .where(eq(emailBroadcasts.id, id));
}

const progressColumns = {
  id: emailBroadcasts.id,
  subject: emailBroadcasts.subject,
  queued: emailBroadcasts.queued,
  queuedAllAt: emailBroadcasts.queuedAllAt,
  createdAt: emailBroadcasts.createdAt,
  recipients: sql<number>`count(${emailBroadcastRecipients.userId})::int`,
  // Delivered e-mails are purged after a while: a recipient whose e-mail is gone was sent to.
  sent: sql<number>`(count(*) FILTER (WHERE ${emails.status} IN ('SENT', 'LOGGED')
    OR (${emailBroadcastRecipients.userId} IS NOT NULL AND ${emailBroadcastRecipients.emailId} IS NULL)))::int`,
  failed: sql<number>`(count(*) FILTER (WHERE ${emails.status} = 'FAILED'))::int`,
};

function selectProgress(db: Executor) {
  return db
    .select(progressColumns)
    .from(emailBroadcasts)
    .leftJoin(emailBroadcastRecipients, eq(emailBroadcastRecipients.broadcastId, emailBroadcasts.id))
    .leftJoin(emails, eq(emails.id, emailBroadcastRecipients.emailId))
    .groupBy(emailBroadcasts.id);
}

type ProgressRow = Awaited<ReturnType<typeof selectProgress>>[number];

function toBroadcast(row: ProgressRow): EmailBroadcast {
  const queued = row.queuedAllAt === null ? Math.max(row.queued, row.recipients) : row.queued;
  const pending = Math.max(0, queued - row.sent - row.failed);
  const done = row.queuedAllAt !== null && pending === 0;
  return {
    id: row.id,
    subject: row.subject,
    queued,
    sent: row.sent,
    failed: row.failed,
    pending,
    done,
    createdAt: row.createdAt.toISOString(),
    message: `${String(queued)} ${queued === 1 ? 'e-mail' : 'e-mails'} queued.`,
  };
}

export async function findBroadcast(db: Executor, id: string): Promise<EmailBroadcast | undefined> {
  const [row] = await selectProgress(db).where(eq(emailBroadcasts.id, id));
  return row === undefined ? undefined : toBroadcast(row);
}

export async function broadcastPage(db: Executor, query: { page: number; pageSize: number }) {
  const [rows, [count]] = await Promise.all([
    selectProgress(db)
      .orderBy(desc(emailBroadcasts.createdAt), desc(emailBroadcasts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(emailBroadcasts),
  ]);
  return {
    items: rows.map(toBroadcast),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function isOptedOut(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailBroadcastOptOuts.userId })
    .from(emailBroadcastOptOuts)
    .where(eq(emailBroadcastOptOuts.userId, userId));
  return row !== undefined;
}

export async function setOptOut(db: Executor, userId: string, optedOut: boolean, at: Date) {
  if (optedOut) {
    await db.insert(emailBroadcastOptOuts).values({ userId, createdAt: at }).onConflictDoNothing();
  } else {
    await db.delete(emailBroadcastOptOuts).where(eq(emailBroadcastOptOuts.userId, userId));
  }
}

export async function recipientByTokenHash(db: Executor, hash: string) {
  const [row] = await db
    .select({ userId: emailBroadcastRecipients.userId })
    .from(emailBroadcastRecipients)
    .where(eq(emailBroadcastRecipients.unsubscribeTokenHash, hash));
  return row;
}
