import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const earningSource = pgEnum('earning_source', [
  'ADS',
  'VIDEOS',
  'SPIN',
  'TASKS',
  'REFERRALS',
  'BONUSES',
  'OFFERS',
]);
export const earningStatus = pgEnum('earning_status', ['PENDING', 'APPROVED', 'REJECTED']);

/**
 * One row per reward a member earns (ads, videos, spins, tasks, referrals, bonuses). An APPROVED row has
 * exactly one ledger transaction (reference type 'earning', reference id = this id); PENDING and REJECTED
 * rows moved no money. The business row that caused it is (referenceType, referenceId), at most one
 * earning each.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    source: earningSource().notNull(),
    status: earningStatus().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    description: text().notNull(),
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    /** The Asia/Karachi calendar day the reward was earned on (daily limits and streaks count by it). */
    businessDay: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('earnings_reference_unique').on(table.referenceType, table.referenceId),
    index('earnings_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('earnings_user_source_day_idx').on(table.userId, table.source, table.businessDay),
    check('earnings_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/**
 * A member's latest run of ad days, kept by triggers on earnings (migration 0024): `lastDay` is the latest
 * Karachi day with an approved ad reward, `runDays` the consecutive days with one up to it. GET /users/me
 * reads the ad streak from it instead of walking back through earnings (docs/decisions/0124). No row: no
 * approved ad reward yet.
 */
export const memberAdStreaks = pgTable(
  'member_ad_streaks',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastDay: date({ mode: 'string' }).notNull(),
    runDays: integer().notNull(),
  },
  (table) => [check('member_ad_streaks_run_positive', sql`${table.runDays} > 0`)],
);
