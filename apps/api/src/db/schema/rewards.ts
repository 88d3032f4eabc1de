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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

export const rewardMediaType = pgEnum('reward_media_type', ['IMAGE', 'VIDEO', 'YOUTUBE']);

/** Reward ads an admin manages; deleted ones (deletedAt) stay for the views that name them. */
export const rewardAds = pgTable(
  'reward_ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    mediaUrl: text().notNull(),
    mediaType: rewardMediaType().notNull(),
    mediaUploadId: uuid().references(() => uploads.id, { onDelete: 'restrict' }),
    durationSeconds: integer().notNull(),
    isActive: boolean().notNull().default(true),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reward_ads_created_idx').on(table.createdAt),
    check('reward_ads_duration_positive', sql`${table.durationSeconds} >= 1`),
  ],
);

/** Bonus videos (admin "Video Bonus"): an uploaded video or a YouTube address, and what one watch pays. */
export const bonusVideos = pgTable(
  'bonus_videos',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    mediaUrl: text().notNull(),
    mediaType: rewardMediaType().notNull(),
    mediaUploadId: uuid().references(() => uploads.id, { onDelete: 'restrict' }),
    durationSeconds: integer().notNull(),
    bonusCents: bigint({ mode: 'number' }).notNull(),
    isActive: boolean().notNull().default(true),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bonus_videos_created_idx').on(table.createdAt),
    check('bonus_videos_duration_positive', sql`${table.durationSeconds} >= 1`),
    check('bonus_videos_bonus_positive', sql`${table.bonusCents} >= 1`),
  ],
);

export const rewardViewKind = pgEnum('reward_view_kind', ['AD', 'VIDEO']);

/**
 * One watch of an ad or a video, issued by the server at start. endedAt is set when it is credited or
 * given up: a new start ends the open one, and a unique index keeps a member to one view in flight. amountCents is what it pays, fixed at its start (the level's rate per ad or the
 * video's bonus then). A credited view has creditedAt and creditDay (Asia/Karachi); each item pays a
 * member once per day.
 */
export const rewardViews = pgTable(
  'reward_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: rewardViewKind().notNull(),
    itemId: uuid().notNull(),
    durationSeconds: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    creditedAt: timestamp({ withTimezone: true }),
    creditDay: date({ mode: 'string' }),
    amountCents: bigint({ mode: 'number' }),
  },
  (table) => [
    uniqueIndex('reward_views_one_open')
      .on(table.userId)
      .where(sql`${table.endedAt} IS NULL`),
    uniqueIndex('reward_views_item_once_a_day')
      .on(table.userId, table.kind, table.itemId, table.creditDay)
      .where(sql`${table.creditedAt} IS NOT NULL`),
  ],
);

/**
 * How many ads a member was credited on one Karachi day: the row the ad credit counts on, in the statement
 * that pays it, and that holds the day's limit under concurrency (decision 0186). Every credited ad view
 * counts once here.
 */
export const rewardViewDays = pgTable(
  'reward_view_days',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: rewardViewKind().notNull(),
    day: date({ mode: 'string' }).notNull(),
    credited: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.day] }),
    check('reward_view_days_credited_positive', sql`${table.credited} >= 1`),
  ],
);
