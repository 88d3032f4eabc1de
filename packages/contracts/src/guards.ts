/**
 * Checks for the answers the member app's first screens read (/login, / and /daily-ads), without zod, so
 * zod stays out of their load (docs/decisions/0102, 0176). Each one accepts and answers exactly what its zod schema
 * does (guards.test.ts holds them to it); every other screen keeps the zod schemas.
 */
import { NUL_CHARACTER_MESSAGE } from './codes';
import type { ErrorResponse } from './common';
import type { LevelStatus } from './levels';
import type { MarkAllReadResponse, Notification } from './notifications';
import type { WatchComplete, WatchItem, WatchList, WatchStart } from './rewards';
import type { CurrentUser, LoginBody, TwoFactorChallenge, UserLoginResponse, UserLoginResult } from './users';

export type SafeParseResult<T> = { success: true; data: T } | { success: false };

/** What the API client needs of a contract: a zod schema and a guard below both fit. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

/** Reads a value, or answers `invalid` when it does not fit. */
type Read<T> = (value: unknown) => T | typeof invalid;
const invalid = Symbol('invalid');

function guard<T>(read: Read<T>): AnswerSchema<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === invalid ? { success: false } : { success: true, data };
    },
  };
}

const string: Read<string> = (value) => (typeof value === 'string' ? value : invalid);
const number: Read<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : invalid;
const int: Read<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : invalid);
const boolean: Read<boolean> = (value) => (typeof value === 'boolean' ? value : invalid);

// zod's z.uuid(): any RFC 9562 version, or the nil and max UUIDs.
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const uuid: Read<string> = (value) =>
  typeof value === 'string' && uuidPattern.test(value) ? value : invalid;

function oneOf<const T extends string>(...options: T[]): Read<T> {
  return (value) => (options.includes(value as T) ? (value as T) : invalid);
}

function nullable<T>(read: Read<T>): Read<T | null> {
  return (value) => (value === null ? null : read(value));
}

/** A key that may be missing (zod's .optional()): absent or undefined reads as absent. */
function optional<T>(read: Read<T>): Read<T | undefined> {
  return (value) => (value === undefined ? undefined : read(value));
}

function array<T>(read: Read<T>): Read<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return invalid;
    const items: T[] = [];
    for (const item of value) {
      const data = read(item);
      if (data === invalid) return invalid;
      items.push(data);
    }
    return items;
  };
}

/** A plain object with these keys; other keys are dropped, as zod's z.object() does. */
function object<T>(shape: { [K in keyof T]: Read<T[K]> }): Read<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid;
    const record = value as Record<string, unknown>;
    const data: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const field = shape[key](record[key]);
      if (field === invalid) return invalid;
      if (field !== undefined) data[key] = field;
    }
    return data as T;
  };
}

const userStatus = oneOf('PENDING', 'ACTIVE', 'SUSPENDED');

const level = object<NonNullable<LevelStatus['nextLevel']>>({
  id: uuid,
  level: int,
  title: string,
  adsPerDay: int,
  ratePerAd: number,
  dailyEarning: number,
  monthlyEarning: number,
  price: number,
  expiryInDays: int,
  isActive: boolean,
  createdAt: string,
});

/** errorResponseSchema: `{error, message, field?}` of every failed call. */
export const errorResponseGuard = guard(
  object<ErrorResponse>({ error: string, message: string, field: optional(string) }),
);

/** currentUserSchema: GET /users/me. */
export const currentUserGuard = guard(
  object<CurrentUser>({
    id: uuid,
    name: string,
    email: string,
    accountNumber: string,
    profileImage: nullable(string),
    streakScore: int,
    currentBalance: number,
    status: userStatus,
    createdAt: string,
    Wallet: object<CurrentUser['Wallet']>({ currentBalance: number }),
    twoFactorEnabled: boolean,
    language: oneOf('en', 'ur'),
  }),
);

const userLoginResponse = object<UserLoginResponse>({
  token: string,
  user: object<UserLoginResponse['user']>({
    id: uuid,
    name: string,
    email: string,
    accountNumber: string,
    status: userStatus,
  }),
});

/** userLoginResponseSchema: POST /users/login/two-factor (and a session from POST /users/login). */
export const userLoginResponseGuard = guard(userLoginResponse);

/** userLoginResultSchema: POST /users/login, a session or a challenge for the second factor. */
export const userLoginResultGuard = guard<UserLoginResult>((value) => {
  const session = userLoginResponse(value);
  if (session !== invalid) return session;
  return object<TwoFactorChallenge>({
    twoFactorRequired: (field) => (field === true ? true : invalid),
    challengeToken: string,
  })(value);
});

/** levelStatusSchema: GET /levels/me. */
export const levelStatusGuard = guard(
  object<LevelStatus>({
    current: nullable(
      object<NonNullable<LevelStatus['current']>>({
        level,
        boughtAtPrice: number,
        startsAt: string,
        expiresAt: string,
        daysLeft: int,
        expired: boolean,
      }),
    ),
    adsToday: int,
    adsPerDay: int,
    adsUnwatched: int,
    earnedToday: number,
    streakScore: int,
    nextLevel: nullable(level),
  }),
);

/** notificationListSchema: GET /notifications/unread. */
export const notificationListGuard = guard(
  array(object<Notification>({ id: uuid, title: string, message: string, createdAt: string })),
);

/** markAllReadResponseSchema: POST /notifications/mark-all-read. */
export const markAllReadResponseGuard = guard(object<MarkAllReadResponse>({ marked: int }));

/** watchListSchema: GET /ads and GET /videos. */
export const watchListGuard = guard(
  object<WatchList>({
    items: array(
      object<WatchItem>({
        id: uuid,
        title: string,
        mediaUrl: string,
        mediaType: oneOf('IMAGE', 'VIDEO', 'YOUTUBE'),
        durationSeconds: int,
        amount: number,
        watchedToday: boolean,
        paidAmount: nullable(number),
      }),
    ),
    done: int,
    limit: int,
    earnedToday: number,
    canEarn: boolean,
    reason: nullable(string),
  }),
);

/** watchStartSchema: POST /ads/{id}/start and /videos/{id}/start. */
export const watchStartGuard = guard(
  object<WatchStart>({ viewId: uuid, durationSeconds: int, startedAt: string }),
);

/** watchCompleteSchema: POST /ads/views/{viewId}/complete and /videos/views/{viewId}/complete. */
export const watchCompleteGuard = guard(object<WatchComplete>({ amount: number, currentBalance: number }));

// zod's z.email() pattern.
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginBodyCheck =
  { success: true; data: LoginBody } | { success: false; errors: Partial<Record<keyof LoginBody, string>> };

/**
 * loginBodySchema as the login form uses it: the same messages, the first failing rule of each field, and
 * the e-mail trimmed and lower-cased.
 */
export function checkLoginBody(values: LoginBody): LoginBodyCheck {
  const errors: Partial<Record<keyof LoginBody, string>> = {};
  const email = values.email.trim().toLowerCase();
  if (values.email.includes('\u0000')) errors.email = NUL_CHARACTER_MESSAGE;
  else if (email === '') errors.email = 'E-mail is required.';
  else if (email.length > 254) errors.email = 'E-mail is too long.';
  else if (!emailPattern.test(email)) errors.email = 'Enter a valid e-mail address.';
  const { password } = values;
  if (password.includes('\u0000')) errors.password = NUL_CHARACTER_MESSAGE;
  else if (password.length < 1) errors.password = 'Password is required.';
  else if (password.length > 128) errors.password = 'Password must be at most 128 characters.';
  if (errors.email !== undefined || errors.password !== undefined) return { success: false, errors };
  return { success: true, data: { email, password } };
}
