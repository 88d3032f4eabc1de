import {
  bigint,
  date,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { earningSource } from './earnings';
import { userStatus } from './users';

/** Remembered answers of an admin's money-moving requests (balance adjustments), per admin and key. */
export const adminIdempotencyKeys = pgTable(
  'admin_idempotency_keys',
  {
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.key] })],
);

/**
 * Members per status, kept by a trigger on users (migration admin_console_aggregates), so the dashboard
 * reads three rows instead of counting a million members on each request.
 */
export const memberStatusCounts = pgTable('member_status_counts', {
  status: userStatus().primaryKey(),
  members: bigint({ mode: 'number' }).notNull().default(0),
});

/** The outcome of each scheduled reconciliation; the dashboard shows the newest. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ok: boolean().notNull(),
    problems: integer().notNull(),
    report: jsonb().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('reconciliation_runs_checked_at_idx').on(table.checkedAt)],
);

/**
 * Rewards paid (APPROVED earnings) per business day and source, kept by statement triggers on earnings
 * (migration admin_console_aggregates): the dashboard's rewards figures and chart read at most 30 × 6
 * rows however many rewards are paid.
 */
export const rewardDayTotals = pgTable(
  'reward_day_totals',
  {
    businessDay: date({ mode: 'string' }).notNull(),
    source: earningSource().notNull(),
    /** Spread over parts (the writing connection's, see reward_day_totals_apply) so rewards do not queue. */
    part: smallint().notNull().default(0),
    paidCents: bigint({ mode: 'number' }).notNull().default(0),
    rewards: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.businessDay, table.source, table.part] })],
);
