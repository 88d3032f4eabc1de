import { and, count, desc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedLink } from './fraud.repository';
import {
  accountLinks,
  earnings,
  levels,
  memberLevels,
  memberSignals,
  rewardViews,
  users,
} from '../../db/schema';

/** The linked members of `userId` by reason (counted links only: NETWORK past the sightings minimum). */
export async function linkCounts(db: Executor, userId: string) {
  return db
    .select({ reason: accountLinks.reason, members: count() })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, userId), countedLink))
    .groupBy(accountLinks.reason);
}

/** Other members who deposited to or withdrew from this payout account. */
export async function payoutAccountUsers(db: Executor, userId: string, payoutAccount: string) {
  const [row] = await db
    .select({ members: sql<number>`count(DISTINCT ${memberSignals.userId})::int` })
    .from(memberSignals)
    .where(and(eq(memberSignals.payoutAccount, payoutAccount), ne(memberSignals.userId, userId)));
  return row?.members ?? 0;
}

/** Each device the member used: when it was first seen. */
export async function deviceFirstSeen(db: Executor, userId: string) {
  return db
    .select({ firstSeenAt: sql<Date>`min(${memberSignals.createdAt})`.mapWith(memberSignals.createdAt) })
    .from(memberSignals)
    .where(and(eq(memberSignals.userId, userId), isNotNull(memberSignals.deviceHash)))
    .groupBy(memberSignals.deviceHash);
}

export async function memberRiskFacts(db: Executor, userId: string) {
  const [row] = await db
    .select({ createdAt: users.createdAt, passwordChangedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The member's largest day of approved earnings since `fromDay` (Asia/Karachi days). */
export async function busiestEarningDayCents(db: Executor, userId: string, fromDay: string) {
  const perDay = db
    .select({ cents: sql<number>`sum(${earnings.amount})`.as('cents') })
    .from(earnings)
    .where(
      and(eq(earnings.userId, userId), eq(earnings.status, 'APPROVED'), gte(earnings.businessDay, fromDay)),
    )
    .groupBy(earnings.businessDay)
    .as('per_day');
  const [row] = await db
    .select({ cents: sql<number>`coalesce(max(${perDay.cents}), 0)::bigint`.mapWith(Number) })
    .from(perDay);
  return row?.cents ?? 0;
}

/** The member's latest credited ad views: how many, and how many completed within a second of the minimum. */
export async function latestAdViewTimings(db: Executor, userId: string, limit: number) {
  const latest = db
    .select({
      exact:
        sql<boolean>`${rewardViews.creditedAt} < ${rewardViews.startedAt} + make_interval(secs => ${rewardViews.durationSeconds} + 1)`.as(
          'exact',
        ),
    })
    .from(rewardViews)
    .where(and(eq(rewardViews.userId, userId), eq(rewardViews.kind, 'AD'), isNotNull(rewardViews.creditedAt)))
    .orderBy(desc(rewardViews.creditedAt))
    .limit(limit)
    .as('latest');
  const [row] = await db
    .select({
      views: sql<number>`count(*)::int`,
      exact: sql<number>`count(*) FILTER (WHERE ${latest.exact})::int`,
    })
    .from(latest);
  return { views: row?.views ?? 0, exact: row?.exact ?? 0 };
}

/** The most a day's ads pay at the level the member holds (an expired one too), or undefined without one. */
export async function heldLevelDailyMaximumCents(db: Executor, userId: string) {
  const [row] = await db
    .select({ cents: sql<number>`${levels.adsPerDay} * ${levels.ratePerAdCents}`.mapWith(Number) })
    .from(memberLevels)
    .innerJoin(levels, eq(levels.id, memberLevels.levelId))
    .where(and(eq(memberLevels.userId, userId), isNull(memberLevels.endedAt)))
    .orderBy(desc(memberLevels.createdAt))
    .limit(1);
  return row?.cents;
}

/** The member a review is about, as the review screen shows them. */
export async function reviewMember(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      accountNumber: users.accountNumber,
      status: users.status,
      createdAt: users.createdAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined) return undefined;
  const { createdAt, totpEnabledAt, ...member } = row;
  return { ...member, createdAt: createdAt.toISOString(), twoFactorEnabled: totpEnabledAt !== null };
}
