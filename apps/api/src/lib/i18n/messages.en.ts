/**
 * What the server writes to a member, in English (decision 0185): notifications (`notice.*`), Web Push
 * texts (`push.*`, beside the notices they repeat) and e-mails (`mail.*`). ICU MessageFormat: `{name}` is a
 * value filled in when the text is made (an apostrophe is literal except directly before a brace); `<0>…</0>`
 * marks the words an HTML e-mail makes a link. These are the texts the product has always sent: a change
 * here changes what members read in English. `messages.ur.ts` has the same keys in Urdu.
 */
export const en = {
  // Notifications: a title and a message each; sentences that come and go are keys of their own.
  'notice.levelActivated.title': 'Level activated',
  'notice.levelUpgraded.title': 'Level upgraded',
  'notice.level.message':
    'You are now on Level {level}: {levelTitle}, until {until} Pakistan time. You paid {amount}.',
  'notice.referralCommission.title': 'Referral commission',
  'notice.referralCommission.message':
    'You earned {amount}: {percent} of the level purchase of {member}, who joined with your code.',
  'notice.taskApproved.title': 'Task approved',
  'notice.taskApproved.message':
    'Your proof for "{task}" was approved and {amount} has been added to your balance.',
  'notice.taskRejected.title': 'Task rejected',
  'notice.taskRejected.message':
    'Your proof for "{task}" was rejected: {reason} You can submit a new screenshot.',
  /** A task that no longer exists, named in its proof's notice. */
  'notice.task.unnamed': 'your task',
  'notice.depositCompleted.title': 'Deposit completed',
  'notice.depositCompleted.message': 'Your deposit of {amount} has been added to your balance.',
  'notice.depositRejected.title': 'Deposit rejected',
  'notice.depositRejected.message':
    'Your deposit of {amount} ({transactionId}) was rejected. Contact support if you think this is a mistake.',
  'notice.depositRemoved.title': 'Deposit removed',
  'notice.depositRemoved.message':
    'Your deposit of {amount} via {method} (transaction ID {transactionId}) was removed and nothing was added to your balance.',
  'notice.depositRemoved.contactSupport': 'If you made this payment, contact support.',
  'notice.withdrawalPaid.title': 'Withdrawal paid',
  'notice.withdrawalPaid.message': 'Your withdrawal of {amount} has been paid to your {method} account.',
  'notice.withdrawalPaid.lessFee':
    'We sent {sent} to your {method} account: your {amount} withdrawal less a {fee} fee.',
  'notice.withdrawalRejected.title': 'Withdrawal rejected',
  'notice.withdrawalRejected.message':
    'Your withdrawal of {amount} was rejected and the amount is back in your balance.',
  'notice.withdrawalCancelled.title': 'Withdrawal cancelled',
  'notice.withdrawalCancelled.message':
    'Your withdrawal of {amount} to your {method} account was cancelled and the amount is back in your balance.',
  /** The admin's reason for a removal, as a sentence after the notice. */
  'notice.reason': 'Reason: {reason}',
  'notice.transferReceived.title': 'Transfer received',
  'notice.transferReceived.message':
    '{sender} (account {accountNumber}) sent you {amount}. It is now in your balance.',
  'notice.transferReceived.nameGiven': 'Name given by the sender: "{name}".',
  'notice.transferReceived.note': 'Note: "{note}".',
  'notice.transferCompleted.title': 'Transfer completed',
  'notice.transferCompleted.message': 'Your transfer of {amount} has been verified and delivered.',
  'notice.transferRejected.title': 'Transfer rejected',
  'notice.transferRejected.message':
    'Your transfer of {amount} was rejected and the amount is back in your balance.',
  'notice.ticketClosed.title': 'Support ticket closed',
  'notice.ticketClosed.message': 'Your ticket "{subject}" has been closed. Write to us again any time.',
  'notice.ticketReopened.title': 'Support ticket reopened',
  'notice.ticketReopened.message': 'Your ticket "{subject}" is open again.',
  'notice.supportReplied.title': 'Admin Support replied',
  'notice.supportReplied.attachment': 'You have a new attachment from support.',

  // Web Push: the texts that differ from the notice of the same change.
  'push.depositRejected.body': 'Your deposit of {amount} was rejected.',
  'push.withdrawalPaid.body': 'Your withdrawal of {amount} has been paid.',
  'push.transferReceived.body': '{sender} sent you {amount}.',
  'push.supportReplied.video': 'Support sent you a video.',
  'push.supportReplied.picture': 'Support sent you a picture.',

  // E-mails to members.
  'mail.hello': 'Hello {name},',
  /** The greeting of an e-mail that cannot know whose mailbox it is. */
  'mail.helloThere': 'Hello there,',
  'mail.codeExpiry': 'The code expires in 10 minutes.',
  'mail.ignoreIfNotAsked': 'If you did not ask for it, you can ignore this e-mail.',
  'mail.ignoreIfNotYou': 'If this was not you, you can ignore this e-mail.',
  'mail.verification.subject': '{appName}: your verification code',
  'mail.verification.intro': 'Welcome to {appName}! Enter this code to verify your e-mail address:',
  'mail.passwordReset.subject': '{appName}: your password reset code',
  'mail.passwordReset.intro': 'Enter this code to choose a new password:',
  'mail.signupAgain.intro':
    'Someone, maybe you, just signed up for {appName} with this e-mail address, which another sign-up used before and has not verified.',
  'mail.signupAgain.enterCode':
    'Enter this code to finish the sign-up you just made. The account takes the name, password and referral code of the sign-up whose code is entered, so a password someone else chose never opens it:',
  'mail.signupAgain.ignore':
    'If you did not sign up, you can ignore this e-mail: nothing changes unless the code is used.',
  'mail.signInCode.subject': '{appName}: your sign-in code',
  'mail.signInCode.intro':
    'Someone signed in to {appName} with your password from a device or address you have not used before. Many wrong passwords were tried on your account lately, so a sign-in from somewhere new also needs this code:',
  'mail.signInCode.ifNotYou':
    'If this was not you, your password is known to someone else: choose a new one with "Forgot password" now.',
  'mail.alreadyRegistered.subject': '{appName}: you already have an account',
  'mail.alreadyRegistered.body':
    'Someone tried to create an account on {appName} with this e-mail address, but you already have one. Sign in at {loginUrl}, or reset your password there if you have forgotten it.',
  'mail.alreadyRegistered.bodyHtml':
    'Someone tried to create an account on {appName} with this e-mail address, but you already have one. <0>Sign in</0>, or reset your password there if you have forgotten it.',
  'mail.newDevice.subject': '{appName}: new sign-in to your account',
  'mail.newDevice.intro':
    'Your {appName} account was just signed in to from a device it had not been used on before.',
  'mail.newDevice.when': 'When: {at} (Pakistan time)',
  'mail.newDevice.browser': 'Browser: {browser}',
  'mail.newDevice.unknownBrowser': 'Unknown browser',
  'mail.newDevice.address': 'Address: {ip}',
  'mail.newDevice.ifYou': 'If this was you, there is nothing to do.',
  'mail.newDevice.ifNot':
    'If it was not you, someone knows your password: change it now in Settings ({settingsUrl}), which signs out every other device, and turn on two-factor sign-in there so a password alone is not enough.',
  'mail.newDevice.ifNotHtml':
    'If it was not you, someone knows your password: <0>change it now in Settings</0>, which signs out every other device, and turn on two-factor sign-in there so a password alone is not enough.',
  /** The line under an announcement an admin e-mails to every member. */
  'mail.announcement.footer':
    'You receive this because you are a member of {appName}. To stop these announcements: {link}',
  'mail.announcement.footerHtml':
    'You receive this because you are a member of {appName}. <0>Unsubscribe from announcements</0>.',
};
