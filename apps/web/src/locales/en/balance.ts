/** The balance card and chip, account number, streak and status on the first screens. */
export default {
  statusPending: 'Pending',
  statusActive: 'Active',
  statusSuspended: 'Suspended',
  copyAccountNumber: 'Copy account number',
  accountNumberCopied: 'Account number copied to clipboard!',
  couldNotCopyAccountNumber: 'Could not copy the account number.',
  totalBalance: 'Total balance',
  balanceChipLabel: '{amount} balance, show in {currency}',
  balanceChipTitle: '{amount}: show in {currency}',
  streakScore: 'Streak score {score}',
  streakExplained: 'Streak: consecutive days with a completed ad',
};
