/** Constants the web app's first screens read; this module imports no zod (docs/decisions/0102). */

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  invalidOtp: 'INVALID_OTP',
  unavailable: 'SERVICE_UNAVAILABLE',
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  roleNotAllowed: 'ROLE_NOT_ALLOWED',
  invalidTwoFactorCode: 'INVALID_TWO_FACTOR_CODE',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  signInCodeRequired: 'SIGN_IN_CODE_REQUIRED',
  /** An ad or video view that was credited already (409). */
  alreadyCredited: 'ALREADY_CREDITED',
  /** An ad or video view completed before its length has passed (409): the view stays, to try again. */
  watchNotFinished: 'WATCH_NOT_FINISHED',
  /** Two-factor sign-in is on: this call needs the authenticator code (or a recovery code). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** A withdrawal held for review is decided from the review screen, not completed from the list (409). */
  withdrawalUnderReview: 'WITHDRAWAL_UNDER_REVIEW',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * The header the web app sends on every call: a random id it keeps for this browser, which guessing
 * protection uses to tell the member's own devices from a stranger's (decision 0140).
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** Shown when a request string holds a NUL character (U+0000). */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain NUL characters.';
