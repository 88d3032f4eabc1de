import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emailStatus = pgEnum('email_status', ['QUEUED', 'SENT', 'LOGGED', 'FAILED']);

/** The outbox: every e-mail the product sends, kept whether or not SMTP is configured. */
export const emails = pgTable(
  'emails',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** The one-time code the text leaves out (see CODE_MASK), kept only until the e-mail is sent or given up. */
    code: text(),
    /** Extra headers, such as List-Unsubscribe on announcements. */
    headers: jsonb().$type<Record<string, string>>(),
    status: emailStatus().notNull().default('QUEUED'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('emails_to_idx').on(table.to, table.createdAt),
    // Delivered mail is purged by age.
    index('emails_sent_idx').on(table.status, table.sentAt),
  ],
);
