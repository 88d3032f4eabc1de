import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { admins } from './admins';
import { earnings } from './earnings';
import { uploads } from './uploads';
import { users } from './users';

/**
 * Admin-set rules of the reward features, one row (id 1). A missing row reads as the defaults: one free
 * spin per member per Karachi day, and a 10% referral commission.
 */
export const rewardSettings = pgTable(
  'reward_settings',
  {
    id: integer().primaryKey().default(1),
    spinsPerDay: integer().notNull().default(1),
    referralBasisPoints: integer().notNull().default(1000),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reward_settings_single_row', sql`${table.id} = 1`),
    check('reward_settings_spins_range', sql`${table.spinsPerDay} BETWEEN 0 AND 100`),
    check('reward_settings_referral_range', sql`${table.referralBasisPoints} BETWEEN 0 AND 5000`),
  ],
);

/** One segment of the wheel: what it says, what it pays (0 for 'Try Again') and how likely it is. */
export const spinSegments = pgTable(
  'spin_segments',
  {
    id: uuid().primaryKey().defaultRandom(),
    label: text().notNull(),
    prizeCents: bigint({ mode: 'number' }).notNull(),
    weight: integer().notNull(),
    colour: text().notNull(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('spin_segments_prize_not_negative', sql`${table.prizeCents} >= 0`),
    check('spin_segments_weight_range', sql`${table.weight} BETWEEN 1 AND 1000000`),
  ],
);

/** One spin of one member: the segment drawn, copied so later edits of the wheel do not rewrite history. */
export const spins = pgTable(
  'spins',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    segmentId: uuid().references(() => spinSegments.id, { onDelete: 'set null' }),
    label: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    businessDay: date({ mode: 'string' }).notNull(),
    /** From the app clock: the day it counts against. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('spins_user_day_idx').on(table.userId, table.businessDay),
    index('spins_user_created_idx').on(table.userId, table.createdAt, table.id),
    check('spins_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);

/** A code an admin hands out; each member may use it once, `maxUses` members in all. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored uppercase; members type it in any case. */
    code: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    maxUses: integer().notNull(),
    usesCount: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redeem_codes_code_unique').on(table.code),
    check('redeem_codes_code_uppercase', sql`${table.code} = upper(${table.code})`),
    check('redeem_codes_amount_positive', sql`${table.amountCents} > 0`),
    check('redeem_codes_uses_within_max', sql`${table.usesCount} BETWEEN 0 AND ${table.maxUses}`),
  ],
);

export const redeemCodeUses = pgTable(
  'redeem_code_uses',
  {
    id: uuid().primaryKey().defaultRandom(),
    codeId: uuid()
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('redeem_code_uses_once_per_member').on(table.codeId, table.userId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    rewardCents: bigint({ mode: 'number' }).notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tasks_reward_positive', sql`${table.rewardCents} > 0`)],
);

export const taskProgressStatus = pgEnum('task_progress_status', ['in_progress', 'completed']);

/** Where a member is with a task; no row means not started. */
export const taskProgress = pgTable(
  'task_progress',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: taskProgressStatus().notNull(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('task_progress_member_task_unique').on(table.taskId, table.userId),
    // The member's tasks screen reads all of one member's progress.
    index('task_progress_user_idx').on(table.userId),
  ],
);

export const taskSubmissionStatus = pgEnum('task_submission_status', ['PENDING', 'APPROVED', 'REJECTED']);

/** A screenshot a member submitted as proof; its reward waits as a PENDING earning until an admin decides. */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    screenshotUrl: text().notNull(),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    status: taskSubmissionStatus().notNull().default('PENDING'),
    rewardCents: bigint({ mode: 'number' }).notNull(),
    earningId: uuid().references(() => earnings.id, { onDelete: 'restrict' }),
    reason: text(),
    decidedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    // Once per member and task, unless rejected: then the member may submit again.
    uniqueIndex('task_submissions_open_once')
      .on(table.taskId, table.userId)
      .where(sql`${table.status} <> 'REJECTED'`),
    uniqueIndex('task_submissions_upload_unique').on(table.uploadId),
    index('task_submissions_status_created_idx').on(table.status, table.createdAt),
    // The member's tasks screen reads one member's proofs, newest first.
    index('task_submissions_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** A referral commission: what a referred member's deposit (or level purchase) earned their referrer. */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    referredId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    baseCents: bigint({ mode: 'number' }).notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    basisPoints: integer().notNull(),
    /** The event that earned it ('deposit', deposit id; 'level_purchase', purchase id): once each. */
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    earningId: uuid()
      .notNull()
      .references(() => earnings.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('referral_commissions_event_unique').on(table.referenceType, table.referenceId),
    index('referral_commissions_referrer_idx').on(table.referrerId, table.referredId),
    check('referral_commissions_not_self', sql`${table.referrerId} <> ${table.referredId}`),
  ],
);

/** A promotion admins post on /offers, live while active and within its optional window. */
export const hotOffers = pgTable(
  'hot_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    link: text(),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hot_offers_created_idx').on(table.createdAt)],
);
