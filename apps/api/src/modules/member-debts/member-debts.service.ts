import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { formatCents, type LedgerTransactionKind } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { accounts, memberDebts } from '../../db/schema';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';

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
  const [locked] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, wallet))
    .for('update');
  const taken = Math.min(locked?.balance ?? 0, input.amountCents);
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
    await tx.insert(memberDebts).values({
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
  const open = await tx
    .select({ id: memberDebts.id, outstanding: memberDebts.outstandingCents })
    .from(memberDebts)
    .where(and(eq(memberDebts.userId, earning.userId), gt(memberDebts.outstandingCents, 0)))
    .orderBy(asc(memberDebts.createdAt), asc(memberDebts.id))
    .for('update');
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
    await tx
      .update(memberDebts)
      .set({
        outstandingCents: sql`${memberDebts.outstandingCents} - ${settled}`,
        settledAt: settled === debt.outstanding ? now : null,
      })
      .where(eq(memberDebts.id, debt.id));
    left -= settled;
  }
  return earning.amountCents - left;
}

/** What the member still owes, in cents. */
export async function outstandingDebtCents(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ owed: sql<string>`coalesce(sum(${memberDebts.outstandingCents}), 0)::text` })
    .from(memberDebts)
    .where(and(eq(memberDebts.userId, userId), gt(memberDebts.outstandingCents, 0)));
  return Number(row?.owed ?? 0);
}

/**
 * Whether the member has an open debt, as SQL a statement that pays a reward can answer alongside, so a
 * reward to a member who owes nothing (nearly every one) costs no further query.
 */
export function owesSql(userId: unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberDebts} where ${memberDebts.userId} = ${userId}::uuid and ${memberDebts.outstandingCents} > 0)`;
}
