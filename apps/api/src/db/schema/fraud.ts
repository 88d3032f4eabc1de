import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The moments a member's address, device and payout account are recorded (decision 0183). */
export const signalKind = pgEnum('signal_kind', ['SIGN_UP', 'SIGN_IN', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER']);

/**
 * Where a member acted from: the address and its network (/24 for IPv4, /64 for IPv6), the SHA-256 of
 * the device id the web app sent (X-Device-Id), the user agent, and for money the payout account
 * ("METHOD:number", normalised) or for a sign-up the referrer. Purged after the retention the fraud
 * settings name.
 */
export const memberSignals = pgTable(
  'member_signals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: signalKind().notNull(),
    ip: text().notNull(),
    network: text().notNull(),
    deviceHash: text(),
    userAgent: text(),
    payoutAccount: text(),
    referrerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_signals_user_idx').on(table.userId, table.createdAt),
    index('member_signals_device_idx')
      .on(table.deviceHash, table.userId)
      .where(sql`${table.deviceHash} IS NOT NULL`),
    index('member_signals_payout_idx')
      .on(table.payoutAccount, table.userId)
      .where(sql`${table.payoutAccount} IS NOT NULL`),
    index('member_signals_network_idx').on(table.network, table.createdAt),
    index('member_signals_created_idx').on(table.createdAt),
  ],
);

/**
 * Why two members are linked: the same device, the same payout account, or the same network again and
 * again within a short window. DEVICE and PAYOUT_ACCOUNT are strong (a referral between them pays nothing);
 * NETWORK counts only once `hits` reaches the settings' minimum, and never for a network many members share.
 */
export const linkReason = pgEnum('link_reason', ['DEVICE', 'PAYOUT_ACCOUNT', 'NETWORK']);

/** One row per direction, so a member's links are one index range; both directions are written together. */
export const accountLinks = pgTable(
  'account_links',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: linkReason().notNull(),
    hits: integer().notNull().default(1),
    firstSeenAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.linkedUserId, table.reason] }),
    check('account_links_not_self', sql`${table.userId} <> ${table.linkedUserId}`),
  ],
);

/** Earning attempts the server refused, per member: read by admins, counted in the withdrawal risk. */
export const cheatKind = pgEnum('cheat_kind', [
  'VIEW_TOO_EARLY',
  'DAILY_LIMIT',
  'VIEW_IN_FLIGHT',
  'BAD_POSTBACK_SIGNATURE',
  'LINKED_REFERRAL',
]);

export const cheatLog = pgTable(
  'cheat_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: cheatKind().notNull(),
    detail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('cheat_log_user_idx').on(table.userId, table.createdAt),
    index('cheat_log_created_idx').on(table.createdAt),
  ],
);

/** The fraud rules an operator sets; one row, defaults explained in decision 0184. */
export const fraudSettings = pgTable(
  'fraud_settings',
  {
    id: smallint().primaryKey().default(1),
    /** A withdrawal scoring at least this waits in the review queue. */
    reviewThreshold: integer().notNull().default(50),
    /** A sign-up younger than this many days adds to the score. */
    newAccountDays: integer().notNull().default(7),
    /** A device first seen, or a password changed, this many hours before a withdrawal adds to it. */
    recentChangeHours: integer().notNull().default(24),
    /** Two members on one network within this many minutes of each other count as one sighting together… */
    networkWindowMinutes: integer().notNull().default(30),
    /** …and are linked after this many such sightings… */
    networkLinkSightings: integer().notNull().default(3),
    /** …unless more members than this were on that network in the window (an office, a mobile carrier). */
    sharedNetworkMembers: integer().notNull().default(4),
    /** A day's earnings above this many times the level's daily maximum adds to the score. */
    earningsFactorPercent: integer().notNull().default(150),
    /** At least this many ad views, every one completed within a second of its minimum, adds to it. */
    exactMinimumViews: integer().notNull().default(10),
    /** This many refused earning attempts in the last 7 days adds to it. */
    cheatAttempts: integer().notNull().default(5),
    /** Signals older than this are deleted. */
    signalRetentionDays: integer().notNull().default(90),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('fraud_settings_single_row', sql`${table.id} = 1`)],
);

/** Single-use recovery codes for a member's two-factor sign-in, stored hashed. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);

/** A member's right password waiting for the second factor; short-lived, used once. */
export const userSignInChallenges = pgTable(
  'user_sign_in_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_sign_in_challenges_token_idx').on(table.tokenHash)],
);
