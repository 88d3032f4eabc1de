import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userStatus = pgEnum('user_status', ['PENDING', 'ACTIVE', 'SUSPENDED']);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    accountNumber: text().notNull(),
    status: userStatus().notNull().default('PENDING'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    profileImage: text(),
    /** When a sign-up with this address last sent "you already have an account": at most one a day. */
    alreadyRegisteredNoticeAt: timestamp({ withTimezone: true }),
    streakScore: integer().notNull().default(0),
    /** When the password last changed (a change or a reset): a withdrawal soon after adds to its risk. */
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** Base32 TOTP secret once two-factor sign-in is on; the pending one while it is being set up. */
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last accepted code's time step: a code is accepted once (no replay within its window). */
    totpLastTimeStep: integer(),
    referredById: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The member's language ('en' or 'ur', decision 0185): their e-mails, notifications and pushes use it. */
    language: text({ enum: ['en', 'ur'] })
      .notNull()
      .default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // The admin searches look an e-mail up from its beginning (LIKE 'text%'), in any collation.
    index('users_email_pattern_idx').on(table.email.op('text_pattern_ops')),
    uniqueIndex('users_account_number_unique').on(table.accountNumber),
    index('users_referred_by_idx').on(table.referredById),
    // The admin members list, newest or oldest first, with or without a status: (created_at, id) is its order.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_status_created_idx').on(table.status, table.createdAt, table.id),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_account_number_uppercase', sql`${table.accountNumber} = upper(${table.accountNumber})`),
    check('users_language_known', sql`${table.language} IN ('en', 'ur')`),
  ],
);
