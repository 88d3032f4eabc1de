import { z } from 'zod';
import { choiceSchema, dateRangeShape, orderedDateRange, queryFilter } from './common';
import { cursorQuerySchema } from './cursor';

/** Where a reward came from: one earnings row per reward (design §3). */
export const earningSourceSchema = choiceSchema(
  ['ADS', 'VIDEOS', 'SPIN', 'TASKS', 'REFERRALS', 'BONUSES', 'OFFERS'],
  'source',
);
export type EarningSource = z.infer<typeof earningSourceSchema>;
export const earningSources = earningSourceSchema.options;

/** How each source is written on screen; the spec's chips (All, Ads, Referrals, Bonuses) come first. */
export const earningSourceLabels: Record<EarningSource, string> = {
  ADS: 'Ads',
  REFERRALS: 'Referrals',
  BONUSES: 'Bonuses',
  VIDEOS: 'Videos',
  SPIN: 'Spin',
  TASKS: 'Tasks',
  OFFERS: 'Offers',
};

export const earningStatusSchema = choiceSchema(['PENDING', 'APPROVED', 'REJECTED'], 'status');
export type EarningStatus = z.infer<typeof earningStatusSchema>;

/**
 * GET /wallets/history (member): the member's earnings, newest first, filtered by source, status and a
 * created-at range (both ends inclusive), paged by a cursor like every member history.
 */
export const earningsHistoryQuerySchema = z
  .object({
    source: queryFilter(earningSourceSchema),
    status: queryFilter(earningStatusSchema),
    ...dateRangeShape,
  })
  .extend(cursorQuerySchema.shape)
  .refine(...orderedDateRange);
export type EarningsHistoryQuery = z.input<typeof earningsHistoryQuerySchema>;
export type EarningsHistoryFilters = z.output<typeof earningsHistoryQuerySchema>;

export const earningItemSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  status: earningStatusSchema,
  source: earningSourceSchema,
  description: z.string(),
  createdAt: z.string(),
});
export type EarningItem = z.infer<typeof earningItemSchema>;
export const earningHistorySchema = z.array(earningItemSchema);
