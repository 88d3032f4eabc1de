import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  accounts,
  deposits,
  liveEvents,
  liveTickets,
  supportTickets,
  taskSubmissions,
  withdrawals,
} from '../../db/schema';

export type LiveAudience = (typeof liveEvents.$inferSelect)['audience'];

/** One row of the event log as the relay and the streams read it. */
export interface LiveEventRow {
  id: number;
  audience: LiveAudience;
  userId: string | null;
  adminId: string | null;
  type: string;
  payload: unknown;
}

/** Who holds a stream: what of the log it may read. A support admin reads the support queue only. */
export type LiveHolder =
  { kind: 'USER'; userId: string } | { kind: 'ADMIN'; adminId: string; supportOnly: boolean };

const rowFields = {
  id: liveEvents.id,
  audience: liveEvents.audience,
  userId: liveEvents.userId,
  adminId: liveEvents.adminId,
  type: liveEvents.type,
  payload: liveEvents.payload,
};

/** An event written by a module in its own transaction (the triggers write the others). */
export async function insertLiveEvent(
  tx: Executor,
  event: { audience: LiveAudience; userId?: string; adminId?: string; type: string; payload: unknown },
): Promise<void> {
  await tx.insert(liveEvents).values({
    audience: event.audience,
    userId: event.userId ?? null,
    adminId: event.adminId ?? null,
    type: event.type,
    payload: event.payload,
  });
}

/** The events after `afterId` in id order, at most `limit`. */
export async function eventsAfter(db: Database, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db
    .select(rowFields)
    .from(liveEvents)
    .where(gt(liveEvents.id, afterId))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The events of these ids that exist now (late commits the relay waits for). */
export async function eventsByIds(db: Database, ids: readonly number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(rowFields)
    .from(liveEvents)
    .where(inArray(liveEvents.id, [...ids]))
    .orderBy(asc(liveEvents.id));
}

/** What a holder may read of the events in (afterId, upToId], in id order, at most `limit`. */
export async function eventsForHolder(
  db: Database,
  holder: LiveHolder,
  range: { afterId: number; upToId: number; limit: number },
): Promise<LiveEventRow[]> {
  const own =
    holder.kind === 'USER'
      ? eq(liveEvents.userId, holder.userId)
      : or(eq(liveEvents.adminId, holder.adminId), eq(liveEvents.audience, 'ADMINS'));
  return db
    .select(rowFields)
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, range.afterId),
        lte(liveEvents.id, range.upToId),
        or(own, eq(liveEvents.audience, 'EVERYONE')),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(range.limit);
}

/** The first and last ids the log holds (0 when it is empty). */
export async function eventIdRange(db: Database): Promise<{ first: number; last: number }> {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${liveEvents.id})`,
      last: sql<string | null>`max(${liveEvents.id})`,
    })
    .from(liveEvents);
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0) };
}

/** What waits in each admin queue. */
export async function adminQueueCounts(db: Database) {
  const [row] = await db
    .select({
      deposits: sql<number>`(SELECT count(*)::int FROM ${deposits} WHERE ${deposits.status} = 'PENDING' AND ${deposits.deletedAt} IS NULL)`,
      withdrawals: sql<number>`(SELECT count(*)::int FROM ${withdrawals} WHERE ${withdrawals.status} = 'PENDING' AND ${withdrawals.deletedAt} IS NULL)`,
      review: sql<number>`(SELECT count(*)::int FROM ${withdrawals} WHERE ${withdrawals.heldForReview} AND ${withdrawals.status} = 'PENDING' AND ${withdrawals.deletedAt} IS NULL)`,
      support: sql<number>`(SELECT count(*)::int FROM ${supportTickets} WHERE ${supportTickets.status} = 'OPEN')`,
      tasks: sql<number>`(SELECT count(*)::int FROM ${taskSubmissions} WHERE ${taskSubmissions.status} = 'PENDING')`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { deposits: 0, withdrawals: 0, review: 0, support: 0, tasks: 0 };
}

/** A member's wallet balance in cents (0 before their wallet exists). */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.balance ?? 0;
}

export async function insertTicket(
  db: Database,
  ticket: { tokenHash: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(liveTickets).values(ticket);
}

/** Takes a ticket (it opens one stream only): its session when it was there and unexpired at `now`. */
export async function takeTicket(db: Database, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(liveTickets)
    .where(eq(liveTickets.tokenHash, tokenHash))
    .returning({ sessionId: liveTickets.sessionId, expiresAt: liveTickets.expiresAt });
  return row !== undefined && row.expiresAt > now ? row.sessionId : undefined;
}
