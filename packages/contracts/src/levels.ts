import { z } from 'zod';
import { textSchema, activeFlagSchema } from './common';
import { dollarAmountSchema } from './payments';
import { userStatusSchema } from './users';

/** Daily earning = ads per day × rate per ad; monthly = daily × 30 (the spec's rule). */
export const DAYS_PER_MONTH = 30;

function wholeNumberSchema(label: string, max: number) {
  const message = `${label} must be a whole number from 1 to ${String(max)}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });
}

/**
 * POST /levels and PATCH /levels/{id} (admin), the spec's body. dailyEarning and monthlyEarning may be
 * sent (the spec's form sends them) but the server ignores them and derives both. Level numbers are
 * unique among the levels not deleted (409).
 */
export const levelBodySchema = z.object({
  level: wholeNumberSchema('Level', 1000),
  title: textSchema({ error: 'Title is required.' })
    .trim()
    .min(1, { error: 'Title is required.' })
    .max(80, { error: 'Title must be at most 80 characters.' }),
  adsPerDay: wholeNumberSchema('Ads per day', 1000),
  ratePerAd: dollarAmountSchema('Rate per ad', 10_000),
  dailyEarning: z.unknown().optional(),
  monthlyEarning: z.unknown().optional(),
  price: dollarAmountSchema('Price'),
  expiryInDays: wholeNumberSchema('Expiry days', 3650),
  isActive: activeFlagSchema,
});
export type LevelBody = z.input<typeof levelBodySchema>;

/** A level as GET /levels answers it; amounts in dollars, daily and monthly earning derived. */
export const levelSchema = z.object({
  id: z.uuid(),
  level: z.number().int(),
  title: z.string(),
  adsPerDay: z.number().int(),
  ratePerAd: z.number(),
  dailyEarning: z.number(),
  monthlyEarning: z.number(),
  price: z.number(),
  expiryInDays: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Level = z.infer<typeof levelSchema>;
/** GET /levels: an admin sees every level not deleted; a member sees the active ones. Lowest first. */
export const levelListSchema = z.array(levelSchema);

/** The level a member holds: what it is, when it ends, and its price when they bought it. */
export const memberLevelSchema = z.object({
  level: levelSchema,
  /** The level's price when bought (an admin may change it since): an upgrade costs the difference to it. */
  boughtAtPrice: z.number(),
  startsAt: z.string(),
  expiresAt: z.string(),
  /** Whole days left, counting a started day as one; 0 once expired. */
  daysLeft: z.number().int(),
  expired: z.boolean(),
});
export type MemberLevel = z.infer<typeof memberLevelSchema>;

/**
 * GET /levels/me (member): the level held (null when none, or the last one when it expired), today's
 * progress in Karachi days, the streak, and the next level up for sale.
 */
export const levelStatusSchema = z.object({
  current: memberLevelSchema.nullable(),
  adsToday: z.number().int(),
  adsPerDay: z.number().int(),
  /** Active ads the member was not credited for today: with adsToday < adsPerDay, what is left to watch. */
  adsUnwatched: z.number().int(),
  earnedToday: z.number(),
  streakScore: z.number().int(),
  nextLevel: levelSchema.nullable(),
});
export type LevelStatus = z.infer<typeof levelStatusSchema>;

/**
 * POST /levels/{id}/purchase (member, Idempotency-Key, no body) → 201. Pays the price, or on an upgrade
 * while a level is active the difference to the held level's price; the same or a lower level while
 * one is active is a 409; a short balance is a 400 'Insufficient balance.'.
 */
export const levelPurchaseResponseSchema = z.object({
  user: z.object({ id: z.uuid(), status: userStatusSchema }),
  wallet: z.object({ currentBalance: z.number() }),
  level: memberLevelSchema,
  paid: z.number(),
});
export type LevelPurchaseResponse = z.infer<typeof levelPurchaseResponseSchema>;
