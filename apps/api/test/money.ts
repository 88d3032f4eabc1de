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

export async function enableAllPaymentMethods(db: Database): Promise<void> {
  await db
    .update(paymentMethodSettings)
    .set({ enabled: true, accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567' });
}

/**
 * Every money test ends here: balances equal their entries, everything sums to zero, the holding
 * accounts equal their open business rows and every completed deposit is credited once.
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
