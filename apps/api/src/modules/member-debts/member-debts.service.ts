import { formatCents, type LedgerTransactionKind } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import {
  lockedWalletBalance,
  postTransaction,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { insertMemberDebt, lockOpenDebts, reduceDebt } from './member-debts.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { outstandingDebtCents, owesSql } from './member-debts.repository';

/**
 * Member debts (decision 0172): money taken back that the wallet no longer held is owed, never a negative
 * wallet, and the member's next earnings settle it before the wallet keeps any of them.
 */

export interface TakeBackInput {
  userId: string;
  amountCents: number;
  /** The system account the money goes back to (e.g. rewards expense). */
  toAccountId: string;
  kind: LedgerTransactionKind;
  description: string;
  /** The business row whose money is taken back: the posting's reference and the debt's, one each. */
  referenceType: string;
  referenceId: string;
  now: Date;
}

/**
 * Takes `amountCents` back from a member's wallet in one posting: what the wallet holds (its row locked,
 * so that cannot change before the posting), the rest as a debt. Answers the debt in cents (0 for none).
 */
export async function takeBackFromWallet(tx: Executor, input: TakeBackInput): Promise<number> {
  const wallet = await walletAccountId(tx, input.userId);
  const taken = Math.min(await lockedWalletBalance(tx, wallet), input.amountCents);
  const debt = input.amountCents - taken;
  await postTransaction(tx, {
    kind: input.kind,
    description:
      debt > 0 ? `${input.description}; ${formatCents(debt)} owed from later rewards` : input.description,
    referenceType: input.referenceType,
    referenceId: input.referenceId,
    entries: [
      { accountId: wallet, amount: -taken },
      ...(debt > 0 ? [{ accountId: await systemAccountId(tx, 'MEMBER_DEBTS'), amount: -debt }] : []),
      { accountId: input.toAccountId, amount: input.amountCents },
    ],
  });
  if (debt > 0) {
    await insertMemberDebt(tx, {
      userId: input.userId,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      amountCents: debt,
      outstandingCents: debt,
      createdAt: input.now,
    });
  }
  return debt;
}

/**
 * Settles the member's open debts, oldest first, from an earning just paid into their wallet (at most
 * its amount): one DEBT_SETTLEMENT posting per debt, wallet → MEMBER_DEBTS. Answers the cents settled.
 */
export async function settleDebtsFromEarning(
  tx: Executor,
  earning: { id: string; userId: string; amountCents: number },
  now: Date,
): Promise<number> {
  const open = await lockOpenDebts(tx, earning.userId);
  if (open.length === 0) return 0;
  const wallet = await walletAccountId(tx, earning.userId);
  const debts = await systemAccountId(tx, 'MEMBER_DEBTS');
  let left = earning.amountCents;
  for (const debt of open) {
    if (left === 0) break;
    const settled = Math.min(left, debt.outstanding);
    await postTransaction(tx, {
      kind: 'DEBT_SETTLEMENT',
      description: `Settles ${formatCents(settled)} owed after money was taken back`,
      referenceType: 'member_debt_settlement',
      referenceId: `${debt.id}:${earning.id}`,
      entries: [
        { accountId: wallet, amount: -settled },
        { accountId: debts, amount: settled },
      ],
    });
    await reduceDebt(tx, debt.id, settled, settled === debt.outstanding ? now : null);
    left -= settled;
  }
  return earning.amountCents - left;
}
