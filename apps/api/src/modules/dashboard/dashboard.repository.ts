import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  deposits,
  memberLevels,
  memberStatusCounts,
  reconciliationRuns,
  rewardDayTotals,
  taskSubmissions,
  transfers,
  users,
  withdrawals,
} from '../../db/schema';

// The dashboard's figures (decision 0084): each statement reads indexes or maintained rows only, so none
// grows with the number of members.

const karachiDay = (column: unknown) =>
  sql<string>`to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

const moneyTables = { deposits, withdrawals };
type MoneyTable = keyof typeof moneyTables;

/** Members by status, from the counts the users triggers keep. */
export async function memberStatusCountRows(db: Executor) {
  return db.select().from(memberStatusCounts);
}

export async function membersJoinedBetween(db: Executor, start: Date, end: Date): Promise<number> {
  const [joined] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, start), lt(users.createdAt, end)));
  return joined?.value ?? 0;
}

/** New members per Karachi day from `since` to `end`. */
export async function membersJoinedPerDay(db: Executor, since: Date, end: Date) {
  return db
    .select({ day: karachiDay(users.createdAt), value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, since), lt(users.createdAt, end)))
    .groupBy(sql`1`);
}

/** How many deposits or withdrawals wait (not deleted), and their sum in cents (bigint text). */
export async function pendingMoneyTotals(db: Executor, kind: MoneyTable) {
  const table = moneyTables[kind];
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${table.amountCents}), 0)::bigint`,
    })
    .from(table)
    .where(and(eq(table.status, 'PENDING'), sql`${table.deletedAt} IS NULL`));
  return totals;
}

/** Deposits completed between `start` and `end`: how many and their sum in cents (bigint text). */
export async function depositsCompletedBetween(db: Executor, start: Date, end: Date) {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${deposits.amountCents}), 0)::bigint`,
    })
    .from(deposits)
    .where(
      and(eq(deposits.status, 'COMPLETED'), gte(deposits.decidedAt, start), lt(deposits.decidedAt, end)),
    );
  return totals;
}

/** Transfers waiting: how many and their sum in cents (bigint text). */
export async function pendingTransferTotals(db: Executor) {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${transfers.amountCents}), 0)::bigint`,
    })
    .from(transfers)
    .where(eq(transfers.status, 'PENDING'));
  return totals;
}

/** Cents of deposits or withdrawals completed per Karachi day from `since` to `end` (bigint text). */
export async function completedPerDay(db: Executor, kind: MoneyTable, since: Date, end: Date) {
  const table = moneyTables[kind];
  return db
    .select({ day: karachiDay(table.decidedAt), value: sql<string>`sum(${table.amountCents})::bigint` })
    .from(table)
    .where(and(eq(table.status, 'COMPLETED'), gte(table.decidedAt, since), lt(table.decidedAt, end)))
    .groupBy(sql`1`);
}

/** Rewards paid on a business day by source, in cents, from the per-day totals the earnings triggers keep. */
export async function rewardsPaidBySource(db: Executor, day: string) {
  return db
    .select({
      source: rewardDayTotals.source,
      cents: sql<number>`sum(${rewardDayTotals.paidCents})::bigint`.mapWith(Number),
    })
    .from(rewardDayTotals)
    .where(eq(rewardDayTotals.businessDay, day))
    .groupBy(rewardDayTotals.source);
}

/** Rewards paid per business day from `first` to `last`, in cents (bigint text). */
export async function rewardsPaidPerDay(db: Executor, first: string, last: string) {
  return db
    .select({
      day: sql<string>`to_char(${rewardDayTotals.businessDay}, 'YYYY-MM-DD')`,
      value: sql<string>`sum(${rewardDayTotals.paidCents})::bigint`,
    })
    .from(rewardDayTotals)
    .where(and(gte(rewardDayTotals.businessDay, first), lte(rewardDayTotals.businessDay, last)))
    .groupBy(rewardDayTotals.businessDay);
}

/** Levels bought between `start` and `end`: how many and what the wallets paid in cents (bigint text). */
export async function levelsSoldBetween(db: Executor, start: Date, end: Date) {
  const [sold] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${memberLevels.paidCents}), 0)::bigint`,
    })
    .from(memberLevels)
    .where(and(gte(memberLevels.createdAt, start), lt(memberLevels.createdAt, end)));
  return sold;
}

export async function pendingTaskProofCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(taskSubmissions)
    .where(eq(taskSubmissions.status, 'PENDING'));
  return row?.count ?? 0;
}

/** The newest reconciliation run, whole. */
export async function latestReconciliationRun(db: Executor) {
  const [lastRun] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.checkedAt))
    .limit(1);
  return lastRun;
}

/** The newest reconciliation run's outcome only. */
export async function latestReconciliationOutcome(db: Executor) {
  const [lastRun] = await db
    .select({
      ok: reconciliationRuns.ok,
      problems: reconciliationRuns.problems,
      checkedAt: reconciliationRuns.checkedAt,
    })
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.checkedAt))
    .limit(1);
  return lastRun;
}
