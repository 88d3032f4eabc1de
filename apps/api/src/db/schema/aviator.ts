import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './users';

export const aviatorRoundStatus = pgEnum('aviator_round_status', ['OPEN', 'CASHED_OUT', 'CRASHED']);

/**
 * What a member's next round will use: a fresh secret server seed (shown only as its SHA-256 until the
 * round ends), the member's client seed and the next nonce. Each bet takes the seed into its round and
 * puts a new one here.
 */
export const aviatorSeeds = pgTable('aviator_seeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  serverSeed: text().notNull(),
  serverSeedHash: text().notNull(),
  clientSeed: text().notNull(),
  nonce: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One aviator round. The bet is one ledger transaction (AVIATOR_BET, reference 'aviator_round' + id)
 * written with the row; a cash-out is one more (AVIATOR_PAYOUT). Times that decide money (started_at,
 * crashes_at, settled_at) come from the app's clock. Multipliers are in hundredths.
 */
export const aviatorRounds = pgTable(
  'aviator_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    betCents: bigint({ mode: 'number' }).notNull(),
    /** The most this round can pay (the setting when it started). */
    maxWinCents: bigint({ mode: 'number' }).notNull(),
    status: aviatorRoundStatus().notNull().default('OPEN'),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nonce: integer().notNull(),
    crashPoint: integer().notNull(),
    startedAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    /** started_at plus the time the multiplier takes to reach the crash point. */
    crashesAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    cashoutMultiplier: integer(),
    winCents: bigint({ mode: 'number' }).notNull().default(0),
    settledAt: timestamp({ withTimezone: true, precision: 3 }),
    /**
     * When the member's client reported the crash (the spec's closing call). A didCashout-false call without
     * a roundId shortly after an unreported crash is that report, not a new bet (decision 0141).
     */
    endReportedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member has at most one round in play.
    uniqueIndex('aviator_rounds_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'OPEN'`),
    uniqueIndex('aviator_rounds_user_nonce_unique').on(table.userId, table.nonce),
    index('aviator_rounds_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('aviator_rounds_open_crashes_at_idx')
      .on(table.crashesAt)
      .where(sql`${table.status} = 'OPEN'`),
    index('aviator_rounds_started_at_idx').on(table.startedAt),
    check('aviator_rounds_bet_positive', sql`${table.betCents} > 0`),
    check('aviator_rounds_win_not_negative', sql`${table.winCents} >= 0`),
    check('aviator_rounds_crash_point_range', sql`${table.crashPoint} BETWEEN 100 AND 1100`),
    check(
      'aviator_rounds_settled_shape',
      sql`(${table.status} = 'OPEN') = (${table.settledAt} IS NULL)
        AND (${table.status} = 'CASHED_OUT') = (${table.cashoutMultiplier} IS NOT NULL)
        AND (${table.status} = 'CASHED_OUT' OR ${table.winCents} = 0)`,
    ),
  ],
);

/** The house's exposure per round; one row (id 1), defaults when absent. */
export const aviatorSettings = pgTable(
  'aviator_settings',
  {
    id: integer().primaryKey().default(1),
    maxBetCents: bigint({ mode: 'number' }).notNull(),
    maxWinCents: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('aviator_settings_single_row', sql`${table.id} = 1`)],
);
