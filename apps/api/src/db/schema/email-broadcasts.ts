import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { emails } from './emails';
import { users } from './users';

/** One "send e-mail to all" from the admin console. */
export const emailBroadcasts = pgTable(
  'email_broadcasts',
  {
    id: uuid().primaryKey().defaultRandom(),
    subject: text().notNull(),
    /** The admin's HTML after sanitising; never the raw input. */
    html: text().notNull(),
    text: text().notNull(),
    /** Members it is for: counted when sent, then the exact number once every e-mail is queued. */
    queued: integer().notNull(),
    /** When the last recipient's e-mail was queued; null while the job is still queueing. */
    queuedAllAt: timestamp({ withTimezone: true }),
    createdByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('email_broadcasts_created_idx').on(table.createdAt)],
);

/** Each member a broadcast went to: the primary key makes a second e-mail to them impossible. */
export const emailBroadcastRecipients = pgTable(
  'email_broadcast_recipients',
  {
    broadcastId: uuid()
      .notNull()
      .references(() => emailBroadcasts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailId: uuid().references(() => emails.id, { onDelete: 'set null' }),
    /** SHA-256 of the List-Unsubscribe link's token. */
    unsubscribeTokenHash: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.broadcastId, table.userId] }),
    uniqueIndex('email_broadcast_recipients_token_unique').on(table.unsubscribeTokenHash),
    index('email_broadcast_recipients_email_idx').on(table.emailId),
  ],
);

/** Members who asked for no more announcements to all members (settings, or the e-mail's link). */
export const emailBroadcastOptOuts = pgTable('email_broadcast_opt_outs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
