import { errorCodes } from '@earnflow/contracts';
import { RateLimitedError } from './errors';
import type { JsonShapeBounds } from './json-shape';

/**
 * Every rate limit and guessing bound of the API, in one place. Rate limits protect people, not
 * benchmarks: RATE_LIMIT_SCALE multiplies every count and RATE_LIMITS sets single ones (config.ts), so a
 * load test raises them without touching code. To add a limit, add a row to `requestLimitDefaults` and
 * name it in the route's `config: { limits: [...] }`.
 */

/** Who a request limit counts: the client address, the address and the e-mail in the body, or the signed-in member (or admin). */
export type LimitSubject = 'address' | 'addressAndEmail' | 'member';

export interface RequestLimit {
  max: number;
  windowMs: number;
  per: LimitSubject;
}

const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * 3_600_000;

/** Requests per route, counted in memory or in Redis (REDIS_URL) by @fastify/rate-limit. */
export const requestLimitDefaults = {
  /** Member and admin sign-in: many tries at one account from one address. */
  signIn: { max: 10, windowMs: minutes(15), per: 'addressAndEmail' },
  /** Member and admin sign-in from one address across all e-mails (room for a shared mobile network). */
  signInFromAddress: { max: 60, windowMs: minutes(15), per: 'address' },
  /** Verify OTP, resend OTP, forgot password, reset password. */
  code: { max: 10, windowMs: minutes(15), per: 'addressAndEmail' },
  /** The same calls from one address across all e-mails: guessing codes of many accounts at once. */
  codeFromAddress: { max: 60, windowMs: minutes(15), per: 'address' },
  signup: { max: 10, windowMs: hours(1), per: 'address' },
  changePassword: { max: 10, windowMs: minutes(15), per: 'member' },
  /** Deposits, withdrawals, transfers: far above what a person does, low enough to stop a runaway script. */
  moneyAction: { max: 120, windowMs: minutes(10), per: 'member' },
  /** Aviator bets and cash-outs: two calls a round, a round lasts at most 20 seconds. */
  aviatorBet: { max: 600, windowMs: minutes(10), per: 'member' },
  /** Polling a round in play (about 5 a second while the plane flies). */
  aviatorPoll: { max: 900, windowMs: minutes(1), per: 'member' },
  /** Starting and completing ad and video views: each view lasts seconds, so a few a minute at most. */
  watch: { max: 300, windowMs: minutes(10), per: 'member' },
  /** Redeem codes: a few codes a day is what a person types; more is guessing. */
  redeemCode: { max: 10, windowMs: minutes(15), per: 'member' },
  /** Each upload route on its own. */
  upload: { max: 30, windowMs: minutes(10), per: 'member' },
  /** Chat messages (members and admins): a quick conversation fits, a flood does not. */
  chatPost: { max: 20, windowMs: minutes(1), per: 'member' },
  /** Support tickets: a person writes a few, not dozens. */
  supportTicket: { max: 5, windowMs: minutes(15), per: 'member' },
  /** E-mail to all members: a slip of the button, not a flood of announcements. */
  emailBroadcast: { max: 5, windowMs: hours(1), per: 'member' },
  /** The unsubscribe link of an announcement, from one address. */
  unsubscribe: { max: 30, windowMs: minutes(15), per: 'address' },
  /** Ad networks' postbacks, from one address: a busy network's bursts fit, a flood of forgeries does not. */
  postback: { max: 1200, windowMs: minutes(1), per: 'address' },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof requestLimitDefaults;

/**
 * Guessing bounds per account, kept in the database so every API process shares them
 * (docs/decisions/0017-guessing-bounds-per-account.md).
 */
export const accountLimitDefaults = {
  /** Every this many failed sign-ins (or failed codes) in a row pauses the account's sign-in (or codes). */
  failuresBeforeLock: 5,
  /**
   * An admin's wrong passwords at sign-in pause sign-in from the address they came from every
   * `failuresBeforeLock`, and from every address only every this many from all addresses together: someone
   * who knows an admin's e-mail cannot lock them out with five requests.
   */
  adminFailuresFromAnyAddress: 50,
  /** One-time codes (sign-up, resend, password reset) e-mailed to one account in 24 hours. */
  codesPerDay: 10,
};

/**
 * What any one request may cost before a route sees it (plugins/request-bounds.ts, decision 0135): how deep
 * its JSON nests, how long its query is, and how slowly its body may arrive. Body sizes are Fastify's
 * `bodyLimit` (small by default, raised by the few routes that need more); connection timeouts are set on
 * the server (config.ts).
 */
export interface RequestBounds extends JsonShapeBounds {
  /** Characters of the query string, and parameters in it. */
  maxQueryLength: number;
  maxQueryParameters: number;
  /** Time a body has before it must show progress, in milliseconds. */
  bodyTimeoutMs: number;
  /** Each this many bytes received extends the body's time by a second: slower than this is cut off. */
  bodyMinBytesPerSecond: number;
}

export const defaultRequestBounds: RequestBounds = {
  maxJsonDepth: 32,
  maxJsonObjectKeys: 256,
  maxJsonItems: 10_000,
  maxQueryLength: 4096,
  maxQueryParameters: 64,
  bodyTimeoutMs: 10_000,
  bodyMinBytesPerSecond: 8 * 1024,
};

export type AccountLimitName = keyof typeof accountLimitDefaults;
export type LimitName = RequestLimitName | AccountLimitName;

export const limitNames = [
  ...Object.keys(requestLimitDefaults),
  ...Object.keys(accountLimitDefaults),
] as LimitName[];

export function isLimitName(name: string): name is LimitName {
  return (limitNames as string[]).includes(name);
}

/** The lockout that follows every `failuresBeforeLock` failures: 15 minutes, doubling up to 12 hours. */
export const lockTiming = {
  firstLockMs: minutes(15),
  maxLockMs: hours(12),
  /** A week with no failure starts the count again (longer than any lockout, so an attack cannot wait it out). */
  forgetAfterMs: hours(24 * 7),
};

export interface Limits {
  requests: Record<RequestLimitName, RequestLimit>;
  account: Record<AccountLimitName, number>;
}

/** The limits in force: each default times `scale` (at least 1), unless `overrides` names it. */
export function resolveLimits(
  options: { scale?: number; overrides?: Partial<Record<LimitName, number>> } = {},
): Limits {
  const scale = options.scale ?? 1;
  const overrides = options.overrides ?? {};
  const count = (name: LimitName, base: number) => overrides[name] ?? Math.max(1, Math.round(base * scale));
  const requests = {} as Record<RequestLimitName, RequestLimit>;
  for (const [name, limit] of Object.entries(requestLimitDefaults) as [RequestLimitName, RequestLimit][]) {
    requests[name] = { ...limit, max: count(name, limit.max) };
  }
  const account = {} as Record<AccountLimitName, number>;
  for (const [name, value] of Object.entries(accountLimitDefaults) as [AccountLimitName, number][]) {
    account[name] = count(name, value);
  }
  return { requests, account };
}

/** "15 minutes", "1 hour", "12 hours": how long to wait, rounded up, as a person reads it. */
export function waitInWords(milliseconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  if (totalMinutes < 60) return totalMinutes === 1 ? '1 minute' : `${String(totalMinutes)} minutes`;
  if (totalMinutes === 60) return '1 hour';
  if (totalMinutes < 90) return `${String(totalMinutes)} minutes`;
  return `${String(Math.ceil(totalMinutes / 60))} hours`;
}

/** The one answer to a request over any limit or during a lockout. */
export function tooManyAttemptsError(retryAfterMs: number): RateLimitedError {
  return new RateLimitedError(
    `Too many attempts. Try again in ${waitInWords(retryAfterMs)}.`,
    errorCodes.rateLimited,
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
}
