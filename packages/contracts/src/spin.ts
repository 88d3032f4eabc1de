import { z } from 'zod';
import { textSchema, activeFlagSchema, dateRangeShape, orderedDateRange } from './common';
import { cursorQuerySchema } from './cursor';
import { dollarsToCents, formatUsd } from './money';

/** What a 'Try Again' segment says: it pays nothing. */
export const TRY_AGAIN_LABEL = 'Try Again';

/** A prize in dollars: 0 (Try Again) up to 10,000, at most 2 decimals. */
export const prizeAmountSchema = z
  .number({ error: 'Prize must be a number.' })
  .refine((value) => Number.isFinite(value) && value >= 0, {
    error: 'Prize cannot be negative.',
    abort: true,
  })
  .refine((value) => value <= 10_000, { error: `Prize must be at most ${formatUsd(10_000)}.`, abort: true })
  .refine((value) => dollarsToCents(value) !== null, { error: 'Prize can have at most 2 decimals.' });

export const colourSchema = textSchema({ error: 'Colour is required.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must be a hex colour such as #16a34a.' });

export const spinSegmentBodySchema = z.object({
  label: textSchema({ error: 'Label is required.' })
    .trim()
    .min(1, { error: 'Label is required.' })
    .max(40, { error: 'Label must be at most 40 characters.' }),
  prize: prizeAmountSchema,
  weight: z
    .number({ error: 'Weight must be a whole number from 1 to 1,000,000.' })
    .int({ error: 'Weight must be a whole number from 1 to 1,000,000.' })
    .min(1, { error: 'Weight must be a whole number from 1 to 1,000,000.' })
    .max(1_000_000, { error: 'Weight must be a whole number from 1 to 1,000,000.' }),
  colour: colourSchema,
  isActive: activeFlagSchema,
});
export type SpinSegmentBody = z.input<typeof spinSegmentBodySchema>;
export const createSpinSegmentBodySchema = spinSegmentBodySchema;
export const updateSpinSegmentBodySchema = spinSegmentBodySchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Nothing to update.',
  });
export type UpdateSpinSegmentBody = z.input<typeof updateSpinSegmentBodySchema>;

/** A segment as admins manage it. */
export const spinSegmentSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  prize: z.number(),
  weight: z.number().int(),
  colour: z.string(),
  isActive: z.boolean(),
  /** Chance of landing here among the active segments, 0–100. */
  chancePercent: z.number(),
});
export type SpinSegment = z.infer<typeof spinSegmentSchema>;
export const spinSegmentListSchema = z.array(spinSegmentSchema);

/** A segment as members see it on the wheel (no weights). */
export const wheelSegmentSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  amount: z.number(),
  colour: z.string(),
});
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

/** GET /spin */
export const spinStateSchema = z.object({
  segments: z.array(wheelSegmentSchema),
  spinsLeft: z.number().int(),
  spinsPerDay: z.number().int(),
});
export type SpinState = z.infer<typeof spinStateSchema>;

/** POST /spin: the segment the server drew; the wheel animates to it. */
export const spinResultSchema = z.object({
  id: z.uuid(),
  result: z.string(),
  amount: z.number(),
  segment: wheelSegmentSchema,
  spinsLeft: z.number().int(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** GET /spin/history: the spec's spin item. */
export const spinHistoryItemSchema = z.object({
  id: z.uuid(),
  result: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});
export type SpinHistoryItem = z.infer<typeof spinHistoryItemSchema>;
export const spinHistorySchema = z.array(spinHistoryItemSchema);

export const spinHistoryQuerySchema = z
  .object({
    ...dateRangeShape,
  })
  .extend(cursorQuerySchema.shape)
  .refine(...orderedDateRange);
export type SpinHistoryQuery = z.output<typeof spinHistoryQuerySchema>;

/** GET /reward-settings and PATCH /reward-settings (admin). */
export const rewardSettingsSchema = z.object({
  spinsPerDay: z.number().int(),
  referralPercent: z.number(),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

export const updateRewardSettingsBodySchema = z
  .object({
    spinsPerDay: z
      .number({ error: 'Spins per day must be a whole number from 0 to 100.' })
      .int({ error: 'Spins per day must be a whole number from 0 to 100.' })
      .min(0, { error: 'Spins per day must be a whole number from 0 to 100.' })
      .max(100, { error: 'Spins per day must be a whole number from 0 to 100.' })
      .optional(),
    referralPercent: z
      .number({ error: 'Referral commission must be a number.' })
      .min(0, { error: 'Referral commission cannot be negative.' })
      .max(50, { error: 'Referral commission must be at most 50%.' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'Referral commission can have at most 2 decimals.',
      })
      .optional(),
  })
  .refine((body) => body.spinsPerDay !== undefined || body.referralPercent !== undefined, {
    error: 'Nothing to update.',
  });
export type UpdateRewardSettingsBody = z.input<typeof updateRewardSettingsBodySchema>;
