import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from './common';
import {
  checkLoginBody,
  currentUserGuard,
  errorResponseGuard,
  levelStatusGuard,
  markAllReadResponseGuard,
  notificationListGuard,
  userLoginResponseGuard,
  userLoginResultGuard,
  watchCompleteGuard,
  watchListGuard,
  watchStartGuard,
  type AnswerSchema,
} from './guards';
import { levelStatusSchema } from './levels';
import { markAllReadResponseSchema, notificationListSchema } from './notifications';
import { watchCompleteSchema, watchListSchema, watchStartSchema } from './rewards';
import { currentUserSchema, loginBodySchema, userLoginResponseSchema, userLoginResultSchema } from './users';

const id = '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70';

const level = {
  id,
  level: 2,
  title: 'Silver',
  adsPerDay: 10,
  ratePerAd: 0.25,
  dailyEarning: 2.5,
  monthlyEarning: 75,
  price: 50,
  expiryInDays: 30,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const samples: {
  name: string;
  guard: AnswerSchema<unknown>;
  schema: AnswerSchema<unknown>;
  valid: unknown[];
}[] = [
  {
    name: 'error response',
    guard: errorResponseGuard,
    schema: errorResponseSchema,
    valid: [
      { error: 'UNAUTHORIZED', message: 'Log in again.' },
      { error: 'VALIDATION_ERROR', message: 'Referral code not found.', field: 'referralCode' },
    ],
  },
  {
    name: 'current user',
    guard: currentUserGuard,
    schema: currentUserSchema,
    valid: [
      {
        id,
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        accountNumber: 'WXYZ234567',
        profileImage: null,
        streakScore: 3,
        currentBalance: 12.5,
        status: 'ACTIVE',
        createdAt: '2026-01-01T00:00:00.000Z',
        Wallet: { currentBalance: 12.5 },
        twoFactorEnabled: true,
        language: 'ur',
      },
      {
        id: '00000000-0000-0000-0000-000000000000',
        name: '',
        email: 'a@b.co',
        accountNumber: 'A',
        profileImage: '/uploads/a.png',
        streakScore: 0,
        currentBalance: -1,
        status: 'PENDING',
        createdAt: '',
        Wallet: { currentBalance: 0 },
        twoFactorEnabled: false,
        language: 'en',
      },
    ],
  },
  {
    name: 'login response',
    guard: userLoginResponseGuard,
    schema: userLoginResponseSchema,
    valid: [
      {
        token: 'token',
        user: { id, name: 'Ayesha', email: 'a@b.co', accountNumber: 'WXYZ234567', status: 'SUSPENDED' },
      },
    ],
  },
  {
    name: 'login result',
    guard: userLoginResultGuard,
    schema: userLoginResultSchema,
    valid: [
      {
        token: 'token',
        user: { id, name: 'Ayesha', email: 'a@b.co', accountNumber: 'WXYZ234567', status: 'ACTIVE' },
      },
      { twoFactorRequired: true, challengeToken: 'challenge' },
    ],
  },
  {
    name: 'level status',
    guard: levelStatusGuard,
    schema: levelStatusSchema,
    valid: [
      {
        current: { level, boughtAtPrice: 10, startsAt: 'a', expiresAt: 'b', daysLeft: 3, expired: false },
        adsToday: 1,
        adsPerDay: 10,
        adsUnwatched: 4,
        earnedToday: 0.25,
        streakScore: 2,
        nextLevel: { ...level, level: 3 },
      },
      {
        current: null,
        adsToday: 0,
        adsPerDay: 0,
        adsUnwatched: 0,
        earnedToday: 0,
        streakScore: 0,
        nextLevel: null,
      },
    ],
  },
  {
    name: 'unread notifications',
    guard: notificationListGuard,
    schema: notificationListSchema,
    valid: [[], [{ id, title: 'Hello', message: 'World', createdAt: '2026-01-01T00:00:00.000Z' }]],
  },
  {
    name: 'mark all read',
    guard: markAllReadResponseGuard,
    schema: markAllReadResponseSchema,
    valid: [{ marked: 0 }, { marked: 4 }],
  },
  {
    name: 'watch list',
    guard: watchListGuard,
    schema: watchListSchema,
    valid: [
      {
        items: [
          {
            id,
            title: 'Ad 1',
            mediaUrl: '/uploads/ad.png',
            mediaType: 'IMAGE',
            durationSeconds: 30,
            amount: 0.25,
            watchedToday: true,
            paidAmount: 0.2,
          },
          {
            id,
            title: 'Video',
            mediaUrl: 'https://youtu.be/x',
            mediaType: 'YOUTUBE',
            durationSeconds: 45,
            amount: 1,
            watchedToday: false,
            paidAmount: null,
          },
        ],
        done: 1,
        limit: 10,
        earnedToday: 0.2,
        canEarn: true,
        reason: null,
      },
      { items: [], done: 0, limit: 0, earnedToday: 0, canEarn: false, reason: 'No active level.' },
    ],
  },
  {
    name: 'watch start',
    guard: watchStartGuard,
    schema: watchStartSchema,
    valid: [{ viewId: id, durationSeconds: 30, startedAt: '2026-01-01T00:00:00.000Z' }],
  },
  {
    name: 'watch complete',
    guard: watchCompleteGuard,
    schema: watchCompleteSchema,
    valid: [{ amount: 0.25, currentBalance: 12.5 }],
  },
];

const badValues: unknown[] = [
  undefined,
  null,
  'text',
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  [],
  {},
  'not-a-uuid',
  '5f0c2a8e-7d4b-9c1e-9a3f-2b6d8e1c4a70',
  'GONE',
];

/** Every answer that differs from a valid one in one place: a key dropped, or one value swapped. */
function variants(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    return [
      ...badValues,
      ...items.flatMap((item, index) =>
        variants(item).map((variant): unknown[] =>
          items.map((other, at) => (at === index ? variant : other)),
        ),
      ),
    ];
  }
  if (typeof value !== 'object' || value === null) return badValues;
  const record = value as Record<string, unknown>;
  return [
    ...badValues,
    { ...record, extra: 'dropped' },
    ...Object.keys(record).flatMap((key) => {
      const rest = Object.fromEntries(Object.entries(record).filter(([other]) => other !== key));
      return [rest, ...variants(record[key]).map((variant) => ({ ...record, [key]: variant }))];
    }),
  ];
}

describe('first-screen guards', () => {
  for (const { name, guard, schema, valid } of samples) {
    it(`read a ${name} exactly as its zod schema does`, () => {
      for (const value of valid) {
        expect(guard.safeParse(value), name).toEqual(schema.safeParse(value));
        for (const variant of variants(value)) {
          const expected = schema.safeParse(variant);
          const actual = guard.safeParse(variant);
          expect(actual.success, `${name}: ${JSON.stringify(variant)}`).toBe(expected.success);
          if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
        }
      }
    });
  }
});

describe('checkLoginBody', () => {
  const bodies = [
    { email: '', password: '' },
    { email: 'ayesha@example.com', password: '' },
    { email: '  Ayesha@Example.COM ', password: 'secret' },
    { email: 'not-an-email', password: 'x' },
    { email: 'a@b', password: 'x'.repeat(129) },
    { email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(128) },
    { email: 'a\u0000@example.com', password: 'p\u0000' },
    { email: '.a@example.com', password: 'secret' },
    { email: "o'brien+tag@mail.example.org", password: ' ' },
  ];

  it('gives the first message of each field, and the values, as loginBodySchema does', () => {
    for (const body of bodies) {
      const expected = loginBodySchema.safeParse(body);
      const actual = checkLoginBody(body);
      if (expected.success) {
        expect(actual, JSON.stringify(body)).toEqual({ success: true, data: expected.data });
      } else {
        const firstErrors: Record<string, string> = {};
        for (const issue of expected.error.issues) {
          const field = String(issue.path[0]);
          firstErrors[field] ??= issue.message;
        }
        expect(actual, JSON.stringify(body)).toEqual({ success: false, errors: firstErrors });
      }
    }
  });
});
