/** The member's side of announcement e-mails: Settings' switch and the unsubscribe page. */
export default {
  announcementsByEmail: 'Announcements by e-mail',
  unsubscribeTitle: 'Unsubscribe from announcements?',
  unsubscribeDescription: 'You will still get e-mails about your account, such as codes and password resets.',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  invalidLink: 'This unsubscribe link is not valid.',
  couldNotUnsubscribe: 'Could not unsubscribe. Try again.',
  turnBackOn: 'You can turn announcements back on in Settings at any time.',
};
