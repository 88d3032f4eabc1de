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
  // A movement's kind: in Urdu its title, above the server's own description (names, titles).
  kindDeposit: 'Deposit',
  kindWithdrawalRequest: 'Withdrawal requested',
  kindWithdrawalPaid: 'Withdrawal paid',
  kindWithdrawalRefund: 'Withdrawal returned',
  kindTransferSent: 'Transfer sent',
  kindTransferReceived: 'Transfer received',
  kindTransferRefund: 'Transfer returned',
  kindAdjustment: 'Adjustment',
  kindReward: 'Reward',
  kindReferral: 'Referral commission',
  kindLevel: 'Level purchase',
  kindAviatorBet: 'Aviator bet',
  kindAviatorPayout: 'Aviator win',
  kindOffer: 'Offer reward',
  kindOfferReversal: 'Offer reversed',
  kindDebt: 'Debt settled',
};
