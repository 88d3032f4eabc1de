/** The top bar's notifications bell and its panel. */
export default {
  notifications: 'Notifications',
  notificationsUnread: 'Notifications, {count} unread',
  panel: 'Notifications panel',
  markAllRead: 'Mark all as read',
  loading: 'Loading notifications',
  empty: 'No notifications found',
  showMore: 'Show more',
  showLess: 'Show less',
};
