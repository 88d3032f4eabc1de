import type { CursorFilters, LedgerFilters, Reconciliation } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { latestReconciliation, runReconciliation } from '../ledger/ledger.service';
import type { UserAuth } from '../sessions/session-auth';
import type { MemberSessionRow, StatementSession } from '../sessions/statement-session';
import { ledgerPage, walletBalanceBySession, walletMovements } from './wallet.repository';

export interface WalletServiceDeps {
  db: Database;
  clock: Clock;
  /** Named in the e-mail an owner gets when a reconciliation fails. */
  appName: string;
}

export function createWalletService({ db, clock, appName }: WalletServiceDeps) {
  return {
    /**
     * The member's wallet balance in cents (0 before the wallet exists) with its session check in the same
     * statement: `accept` refuses the call as `requireUser` would (it throws), or accepts the member.
     */
    async balanceBySession(
      lookup: { tokenHash: string; now: string },
      accept: (session: MemberSessionRow | undefined) => UserAuth,
    ): Promise<number> {
      const [row] = await walletBalanceBySession(db, lookup);
      accept(row?.session);
      return row?.balance ?? 0;
    },

    /** One page of the member's wallet entries; no rows once the session has ended. */
    movements(session: StatementSession, query: CursorFilters) {
      return walletMovements(db, session, query);
    },

    ledgerPage(query: LedgerFilters) {
      return ledgerPage(db, query);
    },

    /** The latest stored reconciliation, or a run now when there is none or `fresh` asks for one. */
    async reconciliation(fresh: boolean): Promise<Reconciliation> {
      return (
        (fresh ? undefined : await latestReconciliation(db)) ?? runReconciliation(db, clock, { appName })
      );
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
