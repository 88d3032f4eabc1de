import { reconciliationCheckNames, type ReconciliationCheckId } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import {
  accountTotals,
  aviatorRoundProblems,
  balanceMismatches,
  depositCreditProblems,
  earningPaymentProblems,
  memberDebtProblems,
  offerConversionProblems,
  pendingAccountBalances,
  transferSettlementProblems,
  unbalancedTransactions,
  withdrawalSettlementProblems,
  type DepositCreditProblem,
  type PendingAccountKind,
} from './reconciliation.repository';

export interface ReconciliationCheck {
  id: ReconciliationCheckId;
  name: string;
  ok: boolean;
  /** How many accounts, transactions or business rows fail it. */
  problems: number;
}

/** All amounts in cents. */
export interface ReconciliationReport {
  ok: boolean;
  checks: ReconciliationCheck[];
  accounts: number;
  total: number;
  mismatches: { accountId: string; kind: string; stored: number; computed: number }[];
  unbalancedTransactions: string[];
  pendingAccounts: { kind: PendingAccountKind; stored: number; expected: number }[];
  depositCredits: DepositCreditProblem[];
}

const pendingAccountChecks: Record<PendingAccountKind, ReconciliationCheckId> = {
  TRANSFERS_PENDING: 'TRANSFERS_PENDING_MATCHES',
  WITHDRAWALS_PENDING: 'WITHDRAWALS_PENDING_MATCHES',
  DEPOSITS_CLEARING: 'DEPOSITS_CLEARING_MATCHES',
};

/**
 * Checks the books in the database (a few aggregate queries on one consistent snapshot; only offending
 * rows come back): every stored balance equals its entries, every transaction and all accounts sum to
 * zero, each holding account equals its open business rows, each completed deposit is credited once, and
 * each decided withdrawal and transfer has exactly the postings of its decision.
 */
export async function reconcile(db: Database): Promise<ReconciliationReport> {
  return db.transaction(
    async (tx) => {
      const totals = await accountTotals(tx);
      const mismatches = await balanceMismatches(tx);
      const unbalanced = await unbalancedTransactions(tx);
      const pendingAccounts = await pendingAccountBalances(tx);
      const depositCredits = await depositCreditProblems(tx);
      const withdrawalProblems = await withdrawalSettlementProblems(tx);
      const transferProblems = await transferSettlementProblems(tx);
      const earningProblems = await earningPaymentProblems(tx);
      const aviatorProblems = await aviatorRoundProblems(tx);
      const offerProblems = await offerConversionProblems(tx);
      const debtProblems = await memberDebtProblems(tx);
      const counts: [ReconciliationCheckId, number][] = [
        ['BALANCES_MATCH_ENTRIES', mismatches.count],
        ['TRANSACTIONS_BALANCED', unbalanced.count],
        ['LEDGER_SUMS_TO_ZERO', totals.total === 0 ? 0 : 1],
        ...pendingAccounts.map((account): [ReconciliationCheckId, number] => [
          pendingAccountChecks[account.kind],
          account.stored === account.expected ? 0 : 1,
        ]),
        ['DEPOSITS_CREDITED_ONCE', depositCredits.count],
        ['WITHDRAWALS_SETTLED_ONCE', withdrawalProblems],
        ['TRANSFERS_SETTLED_ONCE', transferProblems],
        ['EARNINGS_PAID_ONCE', earningProblems],
        ['AVIATOR_ROUNDS_PAID_ONCE', aviatorProblems],
        ['OFFERS_BOOKED_ONCE', offerProblems],
        ['MEMBER_DEBTS_MATCH', debtProblems],
      ];
      const checks = counts.map(([id, problems]) => ({
        id,
        name: reconciliationCheckNames[id],
        ok: problems === 0,
        problems,
      }));
      return {
        ok: checks.every((check) => check.ok),
        checks,
        accounts: totals.accounts,
        total: totals.total,
        mismatches: mismatches.rows,
        unbalancedTransactions: unbalanced.ids,
        pendingAccounts,
        depositCredits: depositCredits.rows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
