/** The wallet page (/wallet): balance, money shortcuts and the wallet's movements. */
export default {
  title: 'Wallet',
  loadingBalance: 'Loading balance',
  walletActions: 'Wallet actions',
  recentMovements: 'Recent movements',
  recentMovementsDescription: 'Everything that changed your balance.',
  loadingMovements: 'Loading movements',
  /** Completes "Could not load … ." */
  yourMovements: 'your movements',
  noMovements: 'No movements yet',
  noMovementsDescription:
    'Deposits, withdrawals and transfers appear here as soon as they touch your balance.',
  loadMoreMovements: 'Load more movements',
};
