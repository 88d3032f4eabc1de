import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

/**
 * A notification for every member (userId null) or for one member. A member's own notification records
 * when they read it (readAt); who read a broadcast is in notificationReads. One the server writes to a
 * member also keeps what it says as a message key and its facts (messageKey, messageParams), so the member
 * reads it in their language; title and message hold its English text (the admin's views, older rows).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    messageKey: text(),
    messageParams: jsonb().$type<Record<string, string | number | null>>(),
    createdByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // What a member has not read yet, whatever they read before (decision 0120).
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.readAt} IS NULL AND ${table.deletedAt} IS NULL`),
    index('notifications_broadcast_created_idx')
      .on(table.createdAt)
      .where(sql`${table.userId} IS NULL AND ${table.deletedAt} IS NULL`),
  ],
);

/** Who read which broadcast. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);
