import {
  bigint,
  check,
  date,
  index,
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
