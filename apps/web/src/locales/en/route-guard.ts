/** The check before the member's reward screens, and the dialog that stops a pending member. */
export default {
  actionRequiredTitle: 'Action Required',
  actionRequiredText: 'You must deposit or upgrade your level to access rewards.',
  upgradeNow: 'Upgrade Now',
  checking: 'Checking your account...',
};
