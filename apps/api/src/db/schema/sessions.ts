import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

export const sessionKind = pgEnum('session_kind', ['USER', 'ADMIN']);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    kind: sessionKind().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    /** SHA-256 of the device id the web app sent at sign-in (X-Device-Id), when it sent one. */
    deviceHash: text(),
    userAgent: text(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_admin_idx').on(table.adminId),
    check(
      'sessions_owner_matches_kind',
      sql`(${table.kind} = 'USER' AND ${table.userId} IS NOT NULL AND ${table.adminId} IS NULL)
        OR (${table.kind} = 'ADMIN' AND ${table.adminId} IS NOT NULL AND ${table.userId} IS NULL)`,
    ),
  ],
);
