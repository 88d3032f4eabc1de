import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

export const supportTicketStatus = pgEnum('support_ticket_status', ['OPEN', 'CLOSED']);

/** A member's support message (POST /support); admins answer it in the member's private chat. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    message: text().notNull(),
    status: supportTicketStatus().notNull().default('OPEN'),
    closedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    /** From the app clock. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('support_tickets_status_created_idx').on(table.status, table.createdAt),
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
  ],
);
