import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who may read a live event: one member (USER, userId), one admin (ADMIN, adminId: their own session
 * changes), every admin (ADMINS), or every member and admin (EVERYONE: the community room, notices for all).
 */
export const liveAudience = pgEnum('live_audience', ['USER', 'ADMIN', 'ADMINS', 'EVERYONE']);

/**
 * What changed, written in the same transaction as the change (by the module or by a trigger), so an event
 * exists exactly when its change committed. The id orders the stream and is what `Last-Event-ID` resumes
 * from; rows older than the resume window are purged. `type` is the stream's event name, or `session`
 * (never sent: the streams of that member or admin check that their session still holds).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    audience: liveAudience().notNull(),
    userId: uuid(),
    adminId: uuid(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // BRIN: rows arrive in time order, and an insert barely touches it (migration 0039).
    index('live_events_created_idx').using('brin', table.createdAt),
    check(
      'live_events_audience_owner',
      sql`(${table.audience} = 'USER') = (${table.userId} IS NOT NULL)
        AND (${table.audience} = 'ADMIN') = (${table.adminId} IS NOT NULL)`,
    ),
  ],
);

/** A single-use ticket that opens one event stream for `EventSource` (which cannot send a header). */
export const liveTickets = pgTable(
  'live_tickets',
  {
    tokenHash: text().primaryKey(),
    sessionId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('live_tickets_expires_idx').on(table.expiresAt)],
);

/** A member's browser that asked for Web Push (Settings); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
