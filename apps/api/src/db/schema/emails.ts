import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    status: emailStatus().notNull().default('QUEUED'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('emails_to_idx').on(table.to, table.createdAt)],
);
