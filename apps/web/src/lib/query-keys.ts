import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys shared across features, so one feature can refresh what another shows. Every query's key
 * starts with the first segment of one of these: 'admin' for the admin console, any other for the member.
 */
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
  /** The wheel and the member's spins. */
  spin: ['spin'],
  tasks: ['tasks'],
  referrals: ['referrals'],
  /** The hot offers live now. */
  offers: ['offers'],
  /** The connected offerwalls, with the member's signed links. */
  offerwalls: ['offerwalls'],
  /** The accounts a deposit is paid into. */
  paymentMethods: ['payment-methods'],
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
  adminAdNetworks: ['admin', 'ad-networks'],
} as const;

const adminRoot = queryKeys.admin[0];

/**
 * Everything cached for the signed-in member, removed when a member signs in or out: one key per first
 * segment of `queryKeys` other than the admin console's (a key matches every query whose key it begins).
 */
export const memberQueryKeys: readonly QueryKey[] = [
  ...new Set(Object.values(queryKeys).map(([root]) => root)),
]
  .filter((root) => root !== adminRoot)
  .map((root) => [root]);
