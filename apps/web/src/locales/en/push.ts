/** Settings' switch for notifications while the app is closed (Web Push). */
export default {
  notifyWhenClosed: 'Notify me when the app is closed',
  couldNotTurnOn: 'Notifications could not be turned on. Try again.',
  couldNotTurnOff: 'Notifications could not be turned off. Try again.',
  blocked:
    "Notifications are blocked for this app. Allow them in your browser's site settings, then try again.",
  notReady: 'The app is still getting ready. Reload the page and try again.',
};
