/** Query keys shared across features, so one feature can refresh what another shows. */
export const queryKeys = {
  me: ['me'],
  notifications: ['notifications'],
  unreadNotifications: ['notifications', 'unread'],
  admin: ['admin'],
  adminMe: ['admin', 'me'],
  adminDashboard: ['admin', 'dashboard'],
  /** Member money: invalidate these (and `me`) after any money action so balances refresh. */
  wallet: ['wallet'],
  memberDeposits: ['deposits'],
  memberWithdrawals: ['withdrawals'],
  memberTransfers: ['transfers'],
  adminDeposits: ['admin', 'deposits'],
  adminWithdrawals: ['admin', 'withdrawals'],
  adminTransfers: ['admin', 'transfers'],
  adminLedger: ['admin', 'ledger'],
  adminSettings: ['admin', 'settings'],
} as const;

/** Everything cached for the signed-in member. */
export const memberQueryKeys = [
  queryKeys.me,
  queryKeys.notifications,
  queryKeys.wallet,
  queryKeys.memberDeposits,
  queryKeys.memberWithdrawals,
  queryKeys.memberTransfers,
] as const;
