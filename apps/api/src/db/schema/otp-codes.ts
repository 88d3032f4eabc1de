import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const otpPurpose = pgEnum('otp_purpose', ['VERIFY_EMAIL', 'RESET_PASSWORD', 'SIGN_IN']);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose().notNull(),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    /** Wrong tries the code takes before it dies: 5, or 1 for a code sent while the account is under attack. */
    maxAttempts: integer().notNull().default(5),
    /** SHA-256 of the client that asked for the code (its device id, else its address): decision 0140. */
    requester: text(),
    /** Asked for by a client that signed in to the account before: counted against its own daily cap. */
    fromKnownClient: boolean().notNull().default(false),
    /** A sign-up's own name, password and referrer, which the account takes when this code verifies it. */
    signupName: text(),
    signupPasswordHash: text(),
    signupReferredById: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);
