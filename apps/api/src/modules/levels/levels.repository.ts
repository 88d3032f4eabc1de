import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Level, MemberLevel } from '@earnflow/contracts';
import { centsToDollars, DAYS_PER_MONTH } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { levels, memberLevels, users } from '../../db/schema';

export type LevelRow = typeof levels.$inferSelect;
export type MemberLevelRow = typeof memberLevels.$inferSelect;
/** What an admin sets of a level. */
export type LevelValues = Pick<
  typeof levels.$inferInsert,
  'level' | 'title' | 'adsPerDay' | 'ratePerAdCents' | 'priceCents' | 'expiryInDays' | 'isActive'
>;

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

/** The level, not deleted, locked until the caller's transaction ends. */
export async function lockLevel(tx: Executor, id: string): Promise<LevelRow | undefined> {
  const [row] = await tx
    .select()
    .from(levels)
    .where(and(eq(levels.id, id), isNull(levels.deletedAt)))
    .for('update');
  return row;
}

/** Inserts a level; a level number already taken fails on `levels_level_unique`. */
export async function insertLevel(db: Executor, values: LevelValues): Promise<LevelRow[]> {
  return db.insert(levels).values(values).returning();
}

/** Updates a level; a level number already taken fails on `levels_level_unique`. */
export async function updateLevel(db: Executor, id: string, values: LevelValues): Promise<LevelRow[]> {
  return db
    .update(levels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(levels.id, id))
    .returning();
}

/** Stops selling the level from `at`: it is marked deleted and inactive. */
export async function markLevelDeleted(tx: Executor, id: string, at: Date): Promise<void> {
  await tx
    .update(levels)
    .set({ deletedAt: at, isActive: false, updatedAt: sql`now()` })
    .where(eq(levels.id, id));
}

/** Locks the member's row until the caller's transaction ends, so one member's purchases take turns. */
export async function lockMemberForPurchase(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function endHolding(tx: Executor, holdingId: string, at: Date): Promise<void> {
  await tx.update(memberLevels).set({ endedAt: at }).where(eq(memberLevels.id, holdingId));
}

export async function insertHolding(
  tx: Executor,
  values: Pick<
    MemberLevelRow,
    'userId' | 'levelId' | 'levelPriceCents' | 'paidCents' | 'startsAt' | 'expiresAt' | 'createdAt'
  >,
): Promise<MemberLevelRow> {
  const [holding] = await tx.insert(memberLevels).values(values).returning();
  if (holding === undefined) throw new Error('level purchase insert returned nothing');
  return holding;
}

/** A PENDING member becomes ACTIVE; any other status stays. */
export async function activatePendingMember(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'PENDING')));
}
