/** The member's Settings page: its heading, the cards' titles and sign-out. */
export default {
  title: 'Settings',
  profile: 'Profile',
  profileDescription: 'The name and picture other members and support see.',
  changePassword: 'Change password',
  changePasswordDescription: 'Use at least 8 characters.',
  emails: 'E-mails',
  emailsDescription: 'News and offers we send to all members. Account e-mails (codes, resets) always arrive.',
  notifications: 'Notifications',
  notificationsDescription:
    "Decisions on your deposits and withdrawals, money you receive and support's replies, on this device.",
  loggingOut: 'Logging out...',
  logout: 'Logout',
};
