import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EarningSource, EarningsHistoryFilters } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { earnings, memberAdStreaks, users } from '../../db/schema';
import { keyset, keysetPage } from '../../lib/keyset';
import { createdBetween } from '../../lib/list-filters';
import { owesSql } from '../member-debts/member-debts.service';
import { postingStep } from '../ledger/ledger.service';

const earningKeyset = keyset({ createdAt: earnings.createdAt, id: earnings.id, idType: 'uuid' });

/** One page of the member's own earnings, newest first, filtered by source, status and dates. */
export async function memberEarningsHistory(db: Executor, userId: string, query: EarningsHistoryFilters) {
  const rows = await db
    .select({ earning: earnings, position: earningKeyset.position })
    .from(earnings)
    .where(
      and(
        eq(earnings.userId, userId),
        query.source === undefined ? undefined : eq(earnings.source, query.source),
        query.status === undefined ? undefined : eq(earnings.status, query.status),
        ...createdBetween(earnings.createdAt, query.startDate, query.endDate),
        earningKeyset.after(query.cursor),
      ),
    )
    .orderBy(...earningKeyset.orderBy)
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.earning.id,
    ({ earning }) => ({
      id: earning.id,
      amount: centsToDollars(earning.amount),
      status: earning.status,
      source: earning.source,
      description: earning.description,
      createdAt: earning.createdAt.toISOString(),
    }),
  );
}

export async function insertEarning(
  tx: Executor,
  values: {
    userId: string;
    source: EarningSource;
    status: 'PENDING' | 'APPROVED';
    amount: number;
    description: string;
    referenceType: string;
    referenceId: string;
    businessDay: string;
    createdAt: Date;
    decidedAt: Date | null;
  },
): Promise<string> {
  const [row] = await tx.insert(earnings).values(values).returning({ id: earnings.id });
  if (row === undefined) throw new Error('earning insert returned nothing');
  return row.id;
}

/** What a paid reward's statement answers besides the posting's own columns. */
export type PaidRewardRow = { earning_id: string | null; business_rows: number; owes: boolean };

/** What varies in a paid reward's statement: values, or placeholders of a statement built once. */
export interface RewardValues {
  earningId: unknown;
  earningUserId: unknown;
  earningSource: unknown;
  earningAmount: unknown;
  earningDescription: unknown;
  earningReferenceType: unknown;
  earningReferenceId: unknown;
  earningDay: unknown;
  earningAt: unknown;
}

export const rewardPlaceholders = Object.fromEntries(
  [
    'earningId',
    'earningUserId',
    'earningSource',
    'earningAmount',
    'earningDescription',
    'earningReferenceType',
    'earningReferenceId',
    'earningDay',
    'earningAt',
  ].map((name) => [name, sql.placeholder(name)]),
) as unknown as RewardValues;

/** The parts of a paid reward's statement: the earnings row after the posting, and the business row. */
export function rewardParts(values: RewardValues, businessWrite: SQL | undefined) {
  return {
    after: sql`, er as (
        insert into ${earnings} (id, user_id, source, status, amount, description, reference_type,
          reference_id, business_day, created_at, decided_at)
        select ${values.earningId}::uuid, ${values.earningUserId}::uuid, ${values.earningSource}::earning_source,
          'APPROVED'::earning_status, ${values.earningAmount}::bigint, ${values.earningDescription}::text,
          ${values.earningReferenceType}::text, ${values.earningReferenceId}::text, ${values.earningDay}::date,
          ${values.earningAt}::timestamptz, ${values.earningAt}::timestamptz
        from ${postingStep.booked}
        returning id
      )${businessWrite === undefined ? sql`` : sql`, bw as (${businessWrite})`}`,
    // Whether the member owes a debt the reward must settle first, asked in the same statement.
    columns: sql`, (select id from er) as earning_id, ${
      businessWrite === undefined ? sql`1` : sql`(select count(*) from bw)`
    }::int as business_rows, ${owesSql(values.earningUserId)} as owes`,
  };
}

/**
 * Moves a PENDING earning to `decision` (and, when given, its business day); answers the earning, or
 * undefined when it is not PENDING (or does not exist).
 */
export async function decidePendingEarning(
  tx: Executor,
  earningId: string,
  decision: { status: 'APPROVED' | 'REJECTED'; decidedAt: Date; businessDay?: string },
) {
  const [row] = await tx
    .update(earnings)
    .set(decision)
    .where(and(eq(earnings.id, earningId), eq(earnings.status, 'PENDING')))
    .returning();
  return row;
}

export async function earningExists(tx: Executor, earningId: string): Promise<boolean> {
  const [existing] = await tx.select({ id: earnings.id }).from(earnings).where(eq(earnings.id, earningId));
  return existing !== undefined;
}

/** Cents a member earned with APPROVED rewards on one Karachi day, optionally from one source. */
export async function approvedCentsOnDay(
  tx: Executor,
  userId: string,
  day: string,
  source?: EarningSource,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${earnings.amount}), 0)` })
    .from(earnings)
    .where(
      and(
        eq(earnings.userId, userId),
        eq(earnings.businessDay, day),
        eq(earnings.status, 'APPROVED'),
        source === undefined ? undefined : eq(earnings.source, source),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The ad streak as a scalar subquery: consecutive Karachi days up to `today` with at least one approved
 * ad reward. A day without one breaks it; today without one yet does not (the streak runs through
 * yesterday until today ends). It starts at today or yesterday and walks back one day at a time, each
 * step one probe of earnings_user_source_day_idx, so it reads the days of the streak only, not the
 * member's whole history. The step is a scalar subquery, not EXISTS: PostgreSQL would turn EXISTS into a
 * semi-join, and a generic plan hashes every earning of the member for it.
 */
export function adsStreakSql(userId: SQLWrapper, today: SQLWrapper): SQL<number> {
  const approvedAd = sql`${earnings.userId} = ${userId} and ${earnings.source} = 'ADS'
    and ${earnings.status} = 'APPROVED'`;
  return sql<number>`(
    with recursive run(day) as (
      select max(${earnings.businessDay}) from ${earnings}
      where ${approvedAd} and ${earnings.businessDay} between ${today}::date - 1 and ${today}::date
      union all
      select run.day - 1 from run
      where (
        select ${earnings.businessDay} from ${earnings}
        where ${approvedAd} and ${earnings.businessDay} = run.day - 1 limit 1
      ) is not null
    )
    select count(day)::int from run)`.mapWith(Number);
}

/**
 * The ad streak on `today` from the member's latest run of ad days (member_ad_streaks, kept by triggers on
 * earnings), for a statement that joins that table: the run's length while its last day is today or
 * yesterday, 0 once a day has passed without an ad. A `today` before the run's last day (a clock set back)
 * counts the run up to `today`, and 0 before the run began: the runs before the latest are not kept, so
 * there, unlike adsStreakSql, it does not count an older run.
 */
export function storedAdsStreakSql(today: SQLWrapper): SQL<number> {
  const last = memberAdStreaks.lastDay;
  const days = memberAdStreaks.runDays;
  return sql<number>`(case
    when ${last} between ${today}::date - 1 and ${today}::date then ${days}
    when ${last} > ${today}::date and ${last} - ${days} < ${today}::date then ${days} - (${last} - ${today}::date)
    else 0 end)`.mapWith(Number);
}

/** The member's ad streak on the Karachi day `today` (see adsStreakSql). */
export async function adsStreakOn(db: Executor, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ streak: adsStreakSql(users.id, sql`${today}`) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.streak ?? 0;
}
