// The ledger's one public face, composed of its jobs: the account ids (ledger-accounts), booking postings
// (ledger-postings) and checking the books (reconciliation). Other modules import what they use of this
// module from here, never from its repository.
export {
  ensureSystemAccount,
  systemAccountId,
  walletAccountId,
  type SystemAccountKind,
} from './ledger-accounts';
export {
  AlreadyBookedError,
  InsufficientBalanceError,
  oneWalletPostingBuiltOnce,
  postingReadInStatementBuiltOnce,
  postOneWalletWith,
  postTransaction,
  postTransactionWithBalances,
  releaseHeld,
  type LedgerPosting,
} from './ledger-postings';
export { reconcile, type ReconciliationCheck, type ReconciliationReport } from './reconciliation';
export {
  createWallet,
  lockedWalletBalance,
  memberWallet,
  postingStep,
  SYSTEM_BALANCE_PARTS,
  walletBalanceCents,
  type PostingStatementParts,
} from './ledger.repository';
export { latestReconciliation, runReconciliation } from './reconciliation-runs';
