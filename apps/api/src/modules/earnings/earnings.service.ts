import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { EarningSource, EarningsHistoryFilters } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { ConflictError, NotFoundError } from '../../lib/errors';
import {
  oneWalletPostingBuiltOnce,
  postingReadInStatementBuiltOnce,
  postingStep,
  postOneWalletWith,
  postTransactionWithBalances,
  systemAccountId,
  walletAccountId,
  type LedgerPosting,
} from '../ledger/ledger.service';
import { owesSql, settleDebtsFromEarning } from '../member-debts/member-debts.service';
import {
  adsStreakOn,
  decidePendingEarning,
  earningExists,
  insertEarning,
  memberEarningsHistory,
  rewardParts,
  rewardPlaceholders,
  type PaidRewardRow,
  type RewardValues,
} from './earnings.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { adsStreakSql, approvedCentsOnDay, storedAdsStreakSql } from './earnings.repository';

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

async function recordEarning(tx: Executor, input: RewardInput, status: 'PENDING' | 'APPROVED') {
  checkAmount(input.amountCents);
  return insertEarning(tx, {
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
  });
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
  businessWrite: SQL,
): (tx: Executor, input: RewardInput, values: Record<string, unknown>) => Promise<PaidReward> {
  const book = oneWalletPostingBuiltOnce<PaidRewardRow>(rewardParts(rewardPlaceholders, businessWrite));
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

/**
 * A reward its own statement decides, in one round trip without a transaction (decision 0186): the steps
 * of `before` write the business row first, `amount` and `description` read what they wrote (null: nothing
 * is paid), and the posting, the ledger transaction and the APPROVED earning follow. The statement fails
 * as a whole, keeping nothing, when the business row was written (`written`) but the reward or what must
 * go with it (`alsoWritten`) was not. A member who owes a debt is paid only with `settles`, inside a
 * transaction, where the debt is settled from the reward; without it nothing is written.
 * Answers undefined when nothing was paid.
 */
export function payRewardReadInStatementBuiltOnce(reward: {
  source: Exclude<EarningSource, 'REFERRALS'>;
  referenceType: string;
  before: SQL;
  amount: SQL;
  description: SQL;
  written: SQL;
  alsoWritten: SQL;
}): (
  db: Executor,
  input: { userId: string; referenceId: string; now: Date; settles: boolean },
  values: Record<string, unknown>,
) => Promise<(PaidReward & { amountCents: number }) | undefined> {
  const { amount, description } = reward;
  const parts = rewardParts(
    { ...rewardPlaceholders, earningAmount: amount, earningDescription: description },
    undefined,
  );
  const book = postingReadInStatementBuiltOnce<PaidRewardRow & { reward_cents: string | number | null }>(
    { kind: 'REWARD', referenceType: 'earning', amount, description },
    {
      before: reward.before,
      walletGuard: sql`(${sql.placeholder('settles')}::boolean or not ${owesSql(sql.placeholder('earningUserId'))})`,
      after: parts.after,
      columns: sql`${parts.columns}, ${amount} as reward_cents, statement_assert(not (${reward.written})
        or (exists (select 1 from ${postingStep.booked}) and exists (select 1 from er) and ${reward.alsoWritten}),
        'a reward written in part') as whole`,
    },
  );
  return async (db, input, values) => {
    const earningId = randomUUID();
    const row = await book(
      db,
      {
        wallet: await walletAccountId(db, input.userId),
        system: await systemAccountId(db, 'REWARDS_EXPENSE'),
        referenceId: earningId,
      },
      {
        ...values,
        settles: input.settles,
        earningId,
        earningUserId: input.userId,
        earningSource: reward.source,
        earningReferenceType: reward.referenceType,
        earningReferenceId: input.referenceId,
        earningDay: businessDay(input.now),
        earningAt: input.now.toISOString(),
      },
    );
    if (row.id === null) return undefined;
    const amountCents = Number(row.reward_cents);
    const paid = { ...input, source: reward.source, amountCents, description: '' };
    return {
      ...(await paidReward(db, { ...paid, referenceType: reward.referenceType }, earningId, row)),
      amountCents,
    };
  };
}

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
  return recordEarning(tx, input, 'PENDING');
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
  const row = await decidePendingEarning(tx, earningId, {
    status: decision,
    decidedAt: now,
    ...(decision === 'APPROVED' ? { businessDay: businessDay(now) } : {}),
  });
  if (row === undefined) {
    if (!(await earningExists(tx, earningId))) throw new NotFoundError('Earning not found.');
    throw new EarningAlreadyDecidedError();
  }
  if (decision === 'REJECTED' || row.amount === 0) return { transactionId: null };
  const { transactionId } = await bookEarning(tx, row);
  await settleDebtsFromEarning(tx, { id: row.id, userId: row.userId, amountCents: row.amount }, now);
  return { transactionId };
}

/** The member's ad streak now (see adsStreakSql). */
export async function streakScore(db: Executor, userId: string, now: Date): Promise<number> {
  return adsStreakOn(db, userId, businessDay(now));
}

export interface EarningsServiceDeps {
  db: Database;
}

/** What the earnings routes call: a member's own earnings history. */
export function createEarningsService({ db }: EarningsServiceDeps) {
  return {
    /** One page of the member's own earnings, newest first. */
    history(userId: string, query: EarningsHistoryFilters) {
      return memberEarningsHistory(db, userId, query);
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
