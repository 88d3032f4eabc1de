import { integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const attemptGuardScope = pgEnum('attempt_guard_scope', [
  'MEMBER_SIGN_IN',
  'ADMIN_SIGN_IN',
  'MEMBER_CODE',
  'ADMIN_PASSWORD_FROM_ADDRESS',
  'ADMIN_PASSWORD_ANY_ADDRESS',
  'MEMBER_SIGN_IN_KNOWN_CLIENT',
]);

/**
 * Failed sign-ins and failed one-time codes per e-mail, and the lockout they lead to. Keyed by e-mail, not
 * account id, so an address without an account locks the same way and a lockout reveals nothing. An admin's
 * password at sign-in counts per e-mail and client address (`email` holds "e-mail address") and, more
 * loosely, per e-mail from every address (decision 0017).
 */
export const attemptGuards = pgTable(
  'attempt_guards',
  {
    scope: attemptGuardScope().notNull(),
    email: text().notNull(),
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true }),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.email] })],
);
