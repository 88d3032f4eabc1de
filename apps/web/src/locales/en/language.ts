/** The language menu: Settings and the sign-in screens. */
export default {
  title: 'Language',
  description: 'The app, e-mails and notifications are shown in this language.',
  choose: 'Language',
  saveFailed: 'Your language could not be saved. Please try again.',
};
