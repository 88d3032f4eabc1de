import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EarningSource } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { earnings, memberAdStreaks, users } from '../../db/schema';
import { businessDay } from '../../lib/business-day';
import { ConflictError, NotFoundError } from '../../lib/errors';
import {
  oneWalletPostingBuiltOnce,
  postOneWalletWith,
  postTransactionWithBalances,
  systemAccountId,
  walletAccountId,
  type LedgerPosting,
} from '../ledger/ledger.service';
import { owesSql, settleDebtsFromEarning } from '../member-debts/member-debts.service';

/** What one reward is: who earns it, how much, from where, and the business row that caused it. */
export interface RewardInput {
  userId: string;
  source: EarningSource;
  /** Integer cents, at least 1 for a paid reward (a pending earning may name the amount it will pay). */
  amountCents: number;
  /** Shown in the wallet's movements and the earnings history, e.g. "Ad watched: Summer sale". */
  description: string;
  /** The business row this reward belongs to (e.g. 'ad_view', view id): at most one earning each. */
  referenceType: string;
  referenceId: string;
  /** The server clock's now (app.clock.now()); decides the member's Karachi day. */
  now: Date;
}

/**
 * A reward paid with its business row's write in the same statement (`payReward`): an update or insert
 * that returns the one row it wrote, and may read the ledger transaction as `t` (one row once booked).
 */
export interface PaidRewardInput extends RewardInput {
  businessWrite?: SQL;
}

export interface PaidReward {
  earningId: string;
  transactionId: string;
  /** The member's wallet balance right after the reward, in cents. */
  walletBalanceCents: number;
}

export class EarningAlreadyDecidedError extends ConflictError {
  constructor() {
    super('This reward has already been decided.');
  }
}

async function insertEarning(tx: Executor, input: RewardInput, status: 'PENDING' | 'APPROVED') {
  checkAmount(input.amountCents);
  const [row] = await tx
    .insert(earnings)
    .values({
      userId: input.userId,
      source: input.source,
      status,
      amount: input.amountCents,
      description: input.description,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      businessDay: businessDay(input.now),
      createdAt: input.now,
      decidedAt: status === 'APPROVED' ? input.now : null,
    })
    .returning({ id: earnings.id });
  if (row === undefined) throw new Error('earning insert returned nothing');
  return row.id;
}

function checkAmount(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error('reward amounts are non-negative integer cents');
}

/**
 * An earning's posting: its amount from the expense account (referrals have their own, and their own kind
 * of posting) to the member's wallet. Answers the wallet's account id too.
 */
async function rewardPosting(
  tx: Executor,
  earning: { id: string; userId: string; source: EarningSource; amount: number; description: string },
): Promise<{ posting: LedgerPosting; wallet: string }> {
  const referral = earning.source === 'REFERRALS';
  const expense = await systemAccountId(tx, referral ? 'REFERRAL_EXPENSE' : 'REWARDS_EXPENSE');
  const wallet = await walletAccountId(tx, earning.userId);
  return {
    wallet,
    posting: {
      kind: referral ? 'REFERRAL_COMMISSION' : 'REWARD',
      description: earning.description,
      referenceType: 'earning',
      referenceId: earning.id,
      entries: [
        { accountId: expense, amount: -earning.amount },
        { accountId: wallet, amount: earning.amount },
      ],
    },
  };
}

/** Books an approved earning's money: expense account → the member's wallet, one ledger transaction. */
async function bookEarning(
  tx: Executor,
  earning: { id: string; userId: string; source: EarningSource; amount: number; description: string },
): Promise<{ transactionId: string; walletBalanceCents: number }> {
  const { posting, wallet } = await rewardPosting(tx, earning);
  const posted = await postTransactionWithBalances(tx, posting);
  const walletBalanceCents = posted.walletBalances.get(wallet);
  if (walletBalanceCents === undefined) throw new Error('the rewarded wallet was not updated');
  return { transactionId: posted.id, walletBalanceCents };
}

/**
 * Pays a reward now, inside the caller's database transaction: one APPROVED earnings row and one ledger
 * transaction, written by one statement (the wallet, the posting and the earning). A second reward for
 * the same business row fails on the unique index (the caller's transaction rolls back, so nothing is
 * paid twice).
 */
export async function payReward(tx: Executor, input: PaidRewardInput): Promise<PaidReward> {
  const { posting, values } = await paidRewardPosting(tx, input);
  return paidReward(
    tx,
    input,
    values.earningId,
    await postOneWalletWith<PaidRewardRow>(tx, posting, rewardParts(values, input.businessWrite)),
  );
}

/**
 * payReward for a call that pays the same kind of reward each time, with the same kind of business row:
 * the statement is built once per database under `name`, with `businessWrite` written with placeholders
 * (`sql.placeholder`, named other than the posting's and the reward's own, which start with "earning"),
 * for which each call gives its `values`.
 */
export function payRewardBuiltOnce(
  name: string,
  businessWrite: SQL,
): (tx: Executor, input: RewardInput, values: Record<string, unknown>) => Promise<PaidReward> {
  const book = oneWalletPostingBuiltOnce<PaidRewardRow>(name, rewardParts(rewardPlaceholders, businessWrite));
  return async (tx, input, values) => {
    const paid = await paidRewardPosting(tx, input);
    return paidReward(
      tx,
      input,
      paid.values.earningId,
      await book(tx, paid.posting, { ...values, ...paid.values }),
    );
  };
}

type PaidRewardRow = { earning_id: string | null; business_rows: number; owes: boolean };

/** What varies in a paid reward's statement: values, or placeholders of a statement built once. */
interface RewardValues {
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

const rewardPlaceholders = Object.fromEntries(
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

/** A paid reward's posting and the values of its earning. */
async function paidRewardPosting(
  tx: Executor,
  input: RewardInput,
): Promise<{ posting: LedgerPosting; values: RewardValues & { earningId: string } }> {
  checkAmount(input.amountCents);
  if (input.amountCents < 1) throw new Error('a paid reward is at least one cent');
  const earningId = randomUUID();
  const { posting } = await rewardPosting(tx, {
    id: earningId,
    userId: input.userId,
    source: input.source,
    amount: input.amountCents,
    description: input.description,
  });
  const values = {
    earningId,
    earningUserId: input.userId,
    earningSource: input.source,
    earningAmount: input.amountCents,
    earningDescription: input.description,
    earningReferenceType: input.referenceType,
    earningReferenceId: input.referenceId,
    earningDay: businessDay(input.now),
    earningAt: input.now.toISOString(),
  };
  return { posting, values };
}

/** The parts of a paid reward's statement: the earnings row after the posting, and the business row. */
function rewardParts(values: RewardValues, businessWrite: SQL | undefined) {
  return {
    after: sql`, er as (
        insert into ${earnings} (id, user_id, source, status, amount, description, reference_type,
          reference_id, business_day, created_at, decided_at)
        select ${values.earningId}::uuid, ${values.earningUserId}::uuid, ${values.earningSource}::earning_source,
          'APPROVED'::earning_status, ${values.earningAmount}::bigint, ${values.earningDescription}::text,
          ${values.earningReferenceType}::text, ${values.earningReferenceId}::text, ${values.earningDay}::date,
          ${values.earningAt}::timestamptz, ${values.earningAt}::timestamptz
        from t
        returning id
      )${businessWrite === undefined ? sql`` : sql`, bw as (${businessWrite})`}`,
    // Whether the member owes a debt the reward must settle first, asked in the same statement.
    columns: sql`, (select id from er) as earning_id, ${
      businessWrite === undefined ? sql`1` : sql`(select count(*) from bw)`
    }::int as business_rows, ${owesSql(values.earningUserId)} as owes`,
  };
}

/** The booked reward, its member's debts settled from it first when they owe any. */
async function paidReward(
  tx: Executor,
  input: RewardInput,
  earningId: string,
  row: PaidRewardRow & { id: string | null; wallet_balance: string | number | null },
): Promise<PaidReward> {
  if (row.id === null || row.earning_id === null) throw new Error('the reward was not booked');
  if (row.business_rows !== 1) throw new Error('the reward’s business row was not written');
  const settled = row.owes
    ? await settleDebtsFromEarning(
        tx,
        { id: earningId, userId: input.userId, amountCents: input.amountCents },
        input.now,
      )
    : 0;
  return { earningId, transactionId: row.id, walletBalanceCents: Number(row.wallet_balance) - settled };
}

/** Records a reward that waits for a decision (e.g. a task's proof): PENDING, no money moves yet. */
export async function recordPendingEarning(tx: Executor, input: RewardInput): Promise<string> {
  return insertEarning(tx, input, 'PENDING');
}

/**
 * Decides a PENDING earning once: APPROVED pays it through the ledger (the member's debts settled from it
 * first) and moves it to the Karachi day of the decision (the day it is paid, where daily totals count
 * it), REJECTED moves nothing. The
 * conditional update makes concurrent decisions settle exactly once; the loser gets a 409.
 */
export async function decideEarning(
  tx: Executor,
  earningId: string,
  decision: 'APPROVED' | 'REJECTED',
  now: Date,
): Promise<{ transactionId: string | null }> {
  const [row] = await tx
    .update(earnings)
    .set({
      status: decision,
      decidedAt: now,
      ...(decision === 'APPROVED' ? { businessDay: businessDay(now) } : {}),
    })
    .where(and(eq(earnings.id, earningId), eq(earnings.status, 'PENDING')))
    .returning();
  if (row === undefined) {
    const [existing] = await tx.select({ id: earnings.id }).from(earnings).where(eq(earnings.id, earningId));
    if (existing === undefined) throw new NotFoundError('Earning not found.');
    throw new EarningAlreadyDecidedError();
  }
  if (decision === 'REJECTED' || row.amount === 0) return { transactionId: null };
  const { transactionId } = await bookEarning(tx, row);
  await settleDebtsFromEarning(tx, { id: row.id, userId: row.userId, amountCents: row.amount }, now);
  return { transactionId };
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

/** The member's ad streak now (see adsStreakSql). */
export async function streakScore(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ streak: adsStreakSql(users.id, sql`${businessDay(now)}`) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.streak ?? 0;
}
