import { formatCents } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import { payReward, recordPendingEarning } from '../earnings/earnings.service';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { settleDebtsFromEarning, takeBackFromWallet } from '../member-debts/member-debts.service';
import {
  approvePendingEarning,
  conversionStatus,
  findConversionForUpdate,
  insertConversionOnce,
  insertReversedFirstOnce,
  markConversionReversed,
  rejectConversionEarning,
  releaseHeldConversion,
  setConversionEarning,
} from './ad-networks.repository';

/**
 * The money of offer rewards (decision 0171). A credit of a network without a hold pays the reward at
 * once; with a hold it books the reward from the rewards expense account into OFFERS_HELD with a PENDING
 * earning, and the release moves it to the wallet (the earning's one REWARD posting, APPROVED). A
 * reversal takes back exactly what its transaction credited, from the hold or from the wallet, and what
 * the wallet cannot cover becomes a debt (MEMBER_DEBTS) settled from the member's next earnings first.
 */

export const CONVERSION_REFERENCE = 'offer_conversion';

export interface CreditInput {
  networkId: string;
  networkName: string;
  transactionId: string;
  userId: string;
  rewardCents: number;
  payoutCents: number;
  holdDays: number;
  now: Date;
}

export type CreditOutcome = 'CREDITED' | 'DUPLICATE' | 'CANCELLED';
export type ReversalOutcome = 'REVERSED' | 'DUPLICATE';

const DAY_MS = 86_400_000;

/**
 * Credits a network transaction once: the first call inserts its row, every later one finds it. Without a
 * hold the reward is paid at once (one REWARD posting, rewards expense → wallet, APPROVED); with one it is
 * booked into OFFERS_HELD (one OFFER_HOLD posting, PENDING) for the release job.
 */
export async function creditConversion(tx: Executor, input: CreditInput): Promise<CreditOutcome> {
  const held = input.holdDays > 0;
  const inserted = await insertConversionOnce(tx, {
    networkId: input.networkId,
    transactionId: input.transactionId,
    userId: input.userId,
    status: held ? 'HELD' : 'RELEASED',
    rewardCents: input.rewardCents,
    payoutCents: input.payoutCents,
    releaseAt: new Date(input.now.getTime() + input.holdDays * DAY_MS),
    creditedAt: input.now,
    createdAt: input.now,
  });
  if (inserted === undefined) {
    const status = await conversionStatus(tx, input.networkId, input.transactionId);
    return status === 'REVERSED_FIRST' ? 'CANCELLED' : 'DUPLICATE';
  }
  const reward = {
    userId: input.userId,
    source: 'OFFERS' as const,
    amountCents: input.rewardCents,
    description: `Offer from ${input.networkName} (${formatCents(input.rewardCents)})`,
    referenceType: CONVERSION_REFERENCE,
    referenceId: inserted.id,
    now: input.now,
  };
  let earningId: string;
  if (held) {
    earningId = await recordPendingEarning(tx, reward);
    await postTransaction(tx, {
      kind: 'OFFER_HOLD',
      description: reward.description,
      referenceType: CONVERSION_REFERENCE,
      referenceId: inserted.id,
      entries: [
        { accountId: await systemAccountId(tx, 'REWARDS_EXPENSE'), amount: -input.rewardCents },
        { accountId: await systemAccountId(tx, 'OFFERS_HELD'), amount: input.rewardCents },
      ],
    });
  } else {
    // The member's debts are settled from it first, as from every reward.
    earningId = (await payReward(tx, reward)).earningId;
  }
  await setConversionEarning(tx, inserted.id, earningId);
  return 'CREDITED';
}

/**
 * Reverses a network transaction: before its credit, the row is recorded so the credit is refused when it
 * comes; a held one is taken back from the hold; a released one from the wallet, the shortfall a debt.
 */
export async function reverseConversion(
  tx: Executor,
  input: { networkId: string; transactionId: string; userId: string; now: Date },
): Promise<ReversalOutcome> {
  const first = await insertReversedFirstOnce(tx, {
    networkId: input.networkId,
    transactionId: input.transactionId,
    userId: input.userId,
    status: 'REVERSED_FIRST',
    rewardCents: 0,
    payoutCents: 0,
    reversedAt: input.now,
    createdAt: input.now,
  });
  if (first) return 'REVERSED';
  const conversion = await findConversionForUpdate(tx, input.networkId, input.transactionId);
  if (conversion === undefined) throw new Error('the conversion vanished');
  if (conversion.status === 'REVERSED' || conversion.status === 'REVERSED_FIRST') return 'DUPLICATE';

  const reward = conversion.rewardCents;
  const expense = await systemAccountId(tx, 'REWARDS_EXPENSE');
  const description = `Offer reversed by the network (${formatCents(reward)})`;
  if (conversion.status === 'HELD') {
    if (conversion.earningId !== null)
      await rejectConversionEarning(tx, conversion.earningId, 'PENDING', input.now);
    await postTransaction(tx, {
      kind: 'OFFER_REVERSAL',
      description,
      referenceType: CONVERSION_REFERENCE,
      referenceId: conversion.id,
      entries: [
        { accountId: await systemAccountId(tx, 'OFFERS_HELD'), amount: -reward },
        { accountId: expense, amount: reward },
      ],
    });
  } else {
    // Released: taken back from the wallet; what it no longer holds becomes the member's debt. The
    // earning reads Rejected from now on (its REWARD posting stays, undone by the OFFER_REVERSAL one).
    if (conversion.earningId !== null)
      await rejectConversionEarning(tx, conversion.earningId, 'APPROVED', input.now);
    await takeBackFromWallet(tx, {
      userId: conversion.userId,
      amountCents: reward,
      toAccountId: expense,
      kind: 'OFFER_REVERSAL',
      description,
      referenceType: CONVERSION_REFERENCE,
      referenceId: conversion.id,
      now: input.now,
    });
  }
  await markConversionReversed(tx, conversion.id, input.now);
  return 'REVERSED';
}

/**
 * Moves a held reward to the member's wallet once (the status update is conditional): the earning becomes
 * APPROVED with its one REWARD posting, then the member's debts are settled from it, oldest first.
 */
export async function releaseConversion(tx: Executor, conversionId: string, now: Date): Promise<boolean> {
  const released = await releaseHeldConversion(tx, conversionId);
  if (released?.earningId == null) return false;
  const earning = await approvePendingEarning(tx, released.earningId, now, businessDay(now));
  if (earning === undefined) throw new Error('the held offer reward has no pending earning');
  await postTransaction(tx, {
    kind: 'REWARD',
    description: earning.description,
    referenceType: 'earning',
    referenceId: earning.id,
    entries: [
      { accountId: await systemAccountId(tx, 'OFFERS_HELD'), amount: -earning.amount },
      { accountId: await walletAccountId(tx, released.userId), amount: earning.amount },
    ],
  });
  await settleDebtsFromEarning(
    tx,
    { id: earning.id, userId: released.userId, amountCents: earning.amount },
    now,
  );
  return true;
}
