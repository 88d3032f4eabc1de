import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Membership levels an admin sells. A deleted level (deletedAt) is no longer listed or sold, but the
 * members who hold it keep it until it expires, so rows are never removed.
 */
export const levels = pgTable(
  'levels',
  {
    id: uuid().primaryKey().defaultRandom(),
    level: integer().notNull(),
    title: text().notNull(),
    adsPerDay: integer().notNull(),
    ratePerAdCents: bigint({ mode: 'number' }).notNull(),
    priceCents: bigint({ mode: 'number' }).notNull(),
    expiryInDays: integer().notNull(),
    isActive: boolean().notNull().default(true),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('levels_level_unique')
      .on(table.level)
      .where(sql`${table.deletedAt} IS NULL`),
    check('levels_level_positive', sql`${table.level} >= 1`),
    check('levels_ads_per_day_positive', sql`${table.adsPerDay} >= 1`),
    check('levels_rate_positive', sql`${table.ratePerAdCents} >= 1`),
    check('levels_price_positive', sql`${table.priceCents} >= 1`),
    check('levels_expiry_positive', sql`${table.expiryInDays} >= 1`),
  ],
);

/**
 * One row per level a member bought. The member's level is their row with no endedAt whose expiresAt
 * is still ahead; an upgrade ends the previous row. levelPriceCents is the level's full price when
 * bought (an upgrade later pays the difference to it); paidCents is what the wallet paid.
 */
export const memberLevels = pgTable(
  'member_levels',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    levelId: uuid()
      .notNull()
      .references(() => levels.id, { onDelete: 'restrict' }),
    levelPriceCents: bigint({ mode: 'number' }).notNull(),
    paidCents: bigint({ mode: 'number' }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_levels_user_idx').on(table.userId, table.createdAt),
    // The dashboard's levels sold today and per day read a range of purchases by time.
    index('member_levels_created_idx').on(table.createdAt),
    // At most one level a member holds at a time (an expired one stays open until it is replaced).
    uniqueIndex('member_levels_one_open')
      .on(table.userId)
      .where(sql`${table.endedAt} IS NULL`),
    check('member_levels_paid_not_negative', sql`${table.paidCents} >= 0`),
  ],
);
