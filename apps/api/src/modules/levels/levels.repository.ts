import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Level, MemberLevel } from '@earnflow/contracts';
import { centsToDollars, DAYS_PER_MONTH } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { levels, memberLevels } from '../../db/schema';

export type LevelRow = typeof levels.$inferSelect;
export type MemberLevelRow = typeof memberLevels.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export function toLevel(row: LevelRow): Level {
  const dailyCents = row.adsPerDay * row.ratePerAdCents;
  return {
    id: row.id,
    level: row.level,
    title: row.title,
    adsPerDay: row.adsPerDay,
    ratePerAd: centsToDollars(row.ratePerAdCents),
    dailyEarning: centsToDollars(dailyCents),
    monthlyEarning: centsToDollars(dailyCents * DAYS_PER_MONTH),
    price: centsToDollars(row.priceCents),
    expiryInDays: row.expiryInDays,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMemberLevel(holding: MemberLevelRow, level: LevelRow, now: Date): MemberLevel {
  const leftMs = holding.expiresAt.getTime() - now.getTime();
  return {
    level: toLevel(level),
    boughtAtPrice: centsToDollars(holding.levelPriceCents),
    startsAt: holding.startsAt.toISOString(),
    expiresAt: holding.expiresAt.toISOString(),
    daysLeft: leftMs > 0 ? Math.ceil(leftMs / DAY_MS) : 0,
    expired: leftMs <= 0,
  };
}

/** Levels not deleted, lowest number first; only the active ones when `activeOnly`. */
export async function listLevels(db: Executor, activeOnly: boolean): Promise<LevelRow[]> {
  return db
    .select()
    .from(levels)
    .where(and(isNull(levels.deletedAt), activeOnly ? eq(levels.isActive, true) : undefined))
    .orderBy(asc(levels.level));
}

export async function findLevel(db: Executor, id: string): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.id, id), isNull(levels.deletedAt)));
  return row;
}

/** The member's open holding (possibly expired) with its level, even when that level was deleted since. */
export async function openHolding(
  db: Executor,
  userId: string,
): Promise<{ holding: MemberLevelRow; level: LevelRow } | undefined> {
  const [row] = await db
    .select({ holding: memberLevels, level: levels })
    .from(memberLevels)
    .innerJoin(levels, eq(levels.id, memberLevels.levelId))
    .where(and(eq(memberLevels.userId, userId), isNull(memberLevels.endedAt)))
    .orderBy(desc(memberLevels.createdAt))
    .limit(1);
  return row;
}

/** The lowest active level above `levelNumber` (the lowest of all when null). */
export async function nextLevelAbove(
  db: Executor,
  levelNumber: number | null,
): Promise<LevelRow | undefined> {
  const [row] = await db
    .select()
    .from(levels)
    .where(
      and(
        isNull(levels.deletedAt),
        eq(levels.isActive, true),
        levelNumber === null ? undefined : gt(levels.level, levelNumber),
      ),
    )
    .orderBy(asc(levels.level))
    .limit(1);
  return row;
}
