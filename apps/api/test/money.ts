import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { paymentMethodSettings } from '../src/db/schema';
import {
  postTransaction,
  reconcile,
  systemAccountId,
  walletAccountId,
} from '../src/modules/ledger/ledger.service';

/** Puts money in a member's wallet through the real ledger (an admin adjustment). */
export async function fundWallet(db: Database, userId: string, cents: number): Promise<void> {
  await db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'ADJUSTMENT',
      description: 'Test funding',
      referenceType: 'test',
      referenceId: userId,
      entries: [
        { accountId: await systemAccountId(tx, 'ADMIN_ADJUSTMENTS'), amount: -cents },
        { accountId: await walletAccountId(tx, userId), amount: cents },
      ],
    });
  });
}

const refusalPostings = {
  withdrawal: { hold: 'WITHDRAWAL_REQUEST', refund: 'WITHDRAWAL_REFUND', pending: 'WITHDRAWALS_PENDING' },
  transfer: { hold: 'TRANSFER_SENT', refund: 'TRANSFER_REFUND', pending: 'TRANSFERS_PENDING' },
} as const;

/**
 * Books withdrawals or transfers put straight in their table as REJECTED as the services would have: the
 * amount held from the member's (the sender's) wallet, which must hold it, then refunded to it.
 */
export async function bookRefused(
  db: Database,
  kind: keyof typeof refusalPostings,
  rows: { id: string; userId: string; amountCents: number }[],
): Promise<void> {
  const { hold, refund, pending } = refusalPostings[kind];
  await db.transaction(async (tx) => {
    const held = await systemAccountId(tx, pending);
    for (const row of rows) {
      const wallet = await walletAccountId(tx, row.userId);
      for (const [postingKind, amount] of [
        [hold, -row.amountCents],
        [refund, row.amountCents],
      ] as const) {
        await postTransaction(tx, {
          kind: postingKind,
          description: 'Test refusal',
          referenceType: kind,
          referenceId: row.id,
          entries: [
            { accountId: wallet, amount },
            { accountId: held, amount: -amount },
          ],
        });
      }
    }
  });
}

export async function enableAllPaymentMethods(db: Database): Promise<void> {
  await db
    .update(paymentMethodSettings)
    .set({ enabled: true, accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' });
}

/**
 * Every money test ends here: balances equal their entries, everything sums to zero, the holding
 * accounts equal their open business rows, every completed deposit is credited once and every decided
 * withdrawal and transfer is paid out or refunded once (all the checks of reconcile).
 */
export async function expectLedgerReconciles(db: Database): Promise<void> {
  const report = await reconcile(db);
  // The failing checks first, so a failure names what is wrong.
  expect(report.checks.filter((check) => !check.ok)).toEqual([]);
  expect(report).toMatchObject({
    ok: true,
    total: 0,
    mismatches: [],
    unbalancedTransactions: [],
    depositCredits: [],
  });
}

let payoutAccounts = 0;
/**
 * A mobile wallet number no other test member used: members who withdraw to one account are linked by it
 * and their withdrawals held for review (decision 0184), which a test about something else must not meet.
 */
export function ownPayoutAccount(): string {
  payoutAccounts += 1;
  return `0345${String(payoutAccounts).padStart(7, '0')}`;
}
