/** Query keys shared across features, so one feature can refresh what another shows. */
export const queryKeys = {
  me: ['me'],
  notifications: ['notifications'],
  unreadNotifications: ['notifications', 'unread'],
  admin: ['admin'],
  adminMe: ['admin', 'me'],
  adminDashboard: ['admin', 'dashboard'],
} as const;

/** Everything cached for the signed-in member. */
export const memberQueryKeys = [queryKeys.me, queryKeys.notifications] as const;
