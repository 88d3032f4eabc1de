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
  /** The member's aviator rounds and fairness state. */
  aviator: ['aviator'],
  /** The levels on sale and the member's own level and progress. */
  levels: ['levels'],
  /** Today's ads and videos. */
  rewards: ['rewards'],
  earnings: ['earnings'],
  adminDeposits: ['admin', 'deposits'],
  adminWithdrawals: ['admin', 'withdrawals'],
  adminTransfers: ['admin', 'transfers'],
  adminLedger: ['admin', 'ledger'],
  adminSettings: ['admin', 'settings'],
  adminAviator: ['admin', 'aviator'],
  /** Chat rooms by who reads them: ['chat', 'member' | 'admin', 'public' | userId]. */
  chat: ['chat'],
  emailPreferences: ['email', 'preferences'],
  adminNotifications: ['admin', 'notifications'],
  adminSupportTickets: ['admin', 'support'],
  adminConversations: ['admin', 'conversations'],
  adminEmailBroadcasts: ['admin', 'email-broadcasts'],
  adminLevels: ['admin', 'levels'],
  adminRewardAds: ['admin', 'reward-ads'],
  adminVideos: ['admin', 'video-bonus'],
  adminMembers: ['admin', 'members'],
  adminAdmins: ['admin', 'admins'],
  adminSecurityPolicy: ['admin', 'security-policy'],
  adminAuditLog: ['admin', 'audit-log'],
} as const;

/** Everything cached for the signed-in member. */
export const memberQueryKeys = [
  queryKeys.me,
  queryKeys.notifications,
  queryKeys.wallet,
  queryKeys.memberDeposits,
  queryKeys.memberWithdrawals,
  queryKeys.memberTransfers,
  queryKeys.aviator,
  queryKeys.chat,
  queryKeys.emailPreferences,
  queryKeys.levels,
  queryKeys.rewards,
  queryKeys.earnings,
] as const;
