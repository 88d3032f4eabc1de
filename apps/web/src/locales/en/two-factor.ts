/** The two-factor sign-in card: a member's Settings and (always in English) the admin console's. */
export default {
  title: 'Two-factor sign-in',
  on: 'On',
  off: 'Off',
  memberDescription:
    'After your password, sign-in and withdrawals ask for a 6-digit code from an authenticator app on your phone.',
  adminDescription:
    'After your password, sign-in asks for a 6-digit code from an authenticator app on your phone.',
  memberRecoveryNote:
    'Keep these recovery codes somewhere safe. Each one works once, in place of a code from the app, if you lose your phone. They are shown only now.',
  adminRecoveryNote:
    'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
  memberScan:
    'Scan the QR code with Google Authenticator, Microsoft Authenticator or a similar app, or type this key into it:',
  adminScan:
    'Scan the QR code with Google Authenticator, Microsoft Authenticator, 1Password or a similar app, or type this key into it:',
  qrCode: 'QR code for your authenticator app',
  savedThem: 'I have saved them',
  passwordToTurnOff: 'Password to turn it off',
  turnOff: 'Turn off',
  couldNotTurnOff: 'Could not turn it off.',
  codeFromApp: 'Code from the app',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  couldNotCheckCode: 'Could not check the code.',
  passwordToSetUp: 'Password to set it up',
  setUp: 'Set up two-factor sign-in',
  couldNotStartSetup: 'Could not start the set-up.',
  isOn: 'Two-factor sign-in is on',
  isOff: 'Two-factor sign-in is off',
};
