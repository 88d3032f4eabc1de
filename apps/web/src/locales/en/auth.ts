/** Sign-in screens: log in (with its code steps), sign up, e-mail verification, forgotten and new password. */
export default {
  // Shared by the forms
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  atLeastEightCharacters: 'At least 8 characters',
  typeItAgain: 'Type it again',
  passwordsDoNotMatch: 'Passwords do not match.',
  verificationCode: 'Verification code',
  sending: 'Sending...',
  backToLogIn: 'Back to log in',

  // Log in

  // Log in: the authenticator step
  secondFactorIntro: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  enterSixDigitCode: 'Enter the 6-digit code.',
  enterCodeOrRecoveryCode: 'Enter the 6-digit code or a recovery code.',
  couldNotCheckCode: 'Could not check the code. Please try again.',
  recoveryCode: 'Recovery code',
  authenticationCode: 'Authentication code',
  useAppCode: 'Use the code from the app instead',
  useRecoveryCode: 'Use a recovery code instead',
  checking: 'Checking...',
  verifyAndLogIn: 'Verify and log in',
  startAgain: 'Start again with the password',

  // Sign up
  signupTitle: 'Create your account',
  signupDescription: 'Earn rewards by watching ads, videos and more.',
  name: 'Name',
  namePlaceholder: 'Your full name',
  referralCode: 'Referral code',
  referralCodePlaceholder: 'e.g. ABCD234567',
  referralCodeHint: 'Optional: the account number of the member who invited you.',
  creatingAccount: 'Creating account...',
  createAccount: 'Create account',
  alreadyHaveAccount: 'Already have an account?',
  couldNotCreateAccount: 'Could not create your account.',

  // Verify the e-mail
  verifyTitle: 'Verify your email',
  verifyDescription: 'Enter the 6-digit code from the email we sent you.',
  sentTo: 'Sent to <0>{email}</0>',
  wrongAddress: 'Wrong address?',
  signUpAgain: 'Sign up again',
  signedUpWith: 'The address you signed up with.',
  enterCodeFromEmail: 'Enter the code from your email.',
  verifying: 'Verifying...',
  verifyOtp: 'Verify OTP',
  resendOtp: 'Resend OTP',
  resendWait: 'A code was just sent. You can ask for another in <0>{seconds} s</0>.',
  verified: 'Verified!',
  emailVerified: 'Your email has been verified.',
  verificationFailed: 'Verification Failed',
  couldNotVerifyOtp: 'Could not verify OTP.',
  otpSent: 'OTP Sent',
  newOtpSent: 'A new OTP has been sent to your email.',
  failedToResend: 'Failed to Resend',
  couldNotResendOtp: 'Could not resend OTP.',

  // Forgot password
  forgotTitle: 'Forgot your password?',
  forgotDescription: 'Enter your email and we will send you a code to reset it.',
  sendResetCode: 'Send reset code',
  rememberedIt: 'Remembered it?',
  couldNotSendCode: 'Could not send the code.',

  // Reset password
  resetTitle: 'Set a new password',
  resetDescription: 'Enter the code from your email and choose a new password.',
  saving: 'Saving...',
  resetPassword: 'Reset password',
  noCode: 'No code?',
  requestNewOne: 'Request a new one',
  allSet: 'All set!',
  passwordReset: 'Your password has been reset. Log in with your new password.',
  couldNotResetPassword: 'Could not reset your password.',
};
