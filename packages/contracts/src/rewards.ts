import { z } from 'zod';
import {
  choiceSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  activeFlagSchema,
} from './common';
import { dollarAmountSchema } from './payments';

/** How an ad or video is shown: an image, a video file (uploaded or https), or a YouTube address. */
export const rewardMediaTypeSchema = choiceSchema(['IMAGE', 'VIDEO', 'YOUTUBE'], 'media type');
export type RewardMediaType = z.infer<typeof rewardMediaTypeSchema>;

/** A YouTube watch, short or embed address → the id of the video, or null. */
export function youtubeVideoId(url: string): string | null {
  const match =
    /^https:\/\/(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)([\w-]{11})(?:[&?#].*)?$/.exec(
      url,
    ) ?? /^https:\/\/youtu\.be\/([\w-]{11})(?:[?#].*)?$/.exec(url);
  return match?.[1] ?? null;
}

const mediaUrlSchema = textSchema({ error: 'Upload the media or give its https address.' })
  .trim()
  .min(1, { error: 'Upload the media or give its https address.' })
  .max(2048, { error: 'The media address is too long.' })
  .refine((value) => value.startsWith('/uploads/') || /^https:\/\/\S+$/.test(value), {
    error: 'The media must be an uploaded file or an https address.',
  });

const titleSchema = textSchema({ error: 'Title is required.' })
  .trim()
  .min(1, { error: 'Title is required.' })
  .max(120, { error: 'Title must be at most 120 characters.' });

const durationMessage = 'Duration must be a whole number of seconds from 1 to 3600.';
const durationSchema = z
  .number({ error: durationMessage })
  .int({ error: durationMessage })
  .min(1, { error: durationMessage })
  .max(3600, { error: durationMessage });

/** POST /reward-ads and PATCH /reward-ads/{id} (admin). A YOUTUBE type needs a YouTube address. */
export const rewardAdBodySchema = z
  .object({
    title: titleSchema,
    mediaUrl: mediaUrlSchema,
    mediaType: rewardMediaTypeSchema,
    durationSeconds: durationSchema,
    isActive: activeFlagSchema,
  })
  .refine((body) => body.mediaType !== 'YOUTUBE' || youtubeVideoId(body.mediaUrl) !== null, {
    error: 'Give a YouTube video address (youtube.com/watch?v=… or youtu.be/…).',
    path: ['mediaUrl'],
  });
export type RewardAdBody = z.input<typeof rewardAdBodySchema>;

export const rewardAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  mediaUrl: z.string(),
  mediaType: rewardMediaTypeSchema,
  durationSeconds: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type RewardAd = z.infer<typeof rewardAdSchema>;
/** GET /reward-ads?page=&pageSize= (admin): every ad not deleted, newest first. */
export const rewardAdPageSchema = pagedResponseSchema(rewardAdSchema);
export const rewardItemsQuerySchema = paginationQuerySchema;
export type RewardItemsQuery = z.input<typeof rewardItemsQuerySchema>;

/** POST /video-bonus and PATCH /video-bonus/{id} (admin). */
export const bonusVideoBodySchema = z
  .object({
    title: titleSchema,
    mediaUrl: mediaUrlSchema,
    mediaType: rewardMediaTypeSchema.refine((value) => value !== 'IMAGE', {
      error: 'A bonus video is a VIDEO file or a YOUTUBE address.',
    }),
    durationSeconds: durationSchema,
    bonus: dollarAmountSchema('Bonus', 1000),
    isActive: activeFlagSchema,
  })
  .refine((body) => body.mediaType !== 'YOUTUBE' || youtubeVideoId(body.mediaUrl) !== null, {
    error: 'Give a YouTube video address (youtube.com/watch?v=… or youtu.be/…).',
    path: ['mediaUrl'],
  });
export type BonusVideoBody = z.input<typeof bonusVideoBodySchema>;

export const bonusVideoSchema = rewardAdSchema.extend({ bonus: z.number() });
export type BonusVideo = z.infer<typeof bonusVideoSchema>;
/** GET /video-bonus?page=&pageSize= (admin). */
export const bonusVideoPageSchema = pagedResponseSchema(bonusVideoSchema);

/** One ad or video a member can watch today, with what it pays and whether it was already paid today. */
export const watchItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  mediaUrl: z.string(),
  mediaType: rewardMediaTypeSchema,
  durationSeconds: z.number().int(),
  /** What a view pays now (the level's rate per ad, or the video's bonus). */
  amount: z.number(),
  watchedToday: z.boolean(),
  /** What today's view of it was paid (the rate when it started); null until it was credited today. */
  paidAmount: z.number().nullable(),
});
export type WatchItem = z.infer<typeof watchItemSchema>;

/**
 * GET /ads and GET /videos (member): today's items (Karachi day). For ads, `limit` is the level's
 * adsPerDay and `done` the ads credited today; for videos, `limit` is the number of videos. canEarn
 * says whether the member's level is active; `reason` says why not.
 */
export const watchListSchema = z.object({
  items: z.array(watchItemSchema),
  done: z.number().int(),
  limit: z.number().int(),
  earnedToday: z.number(),
  canEarn: z.boolean(),
  reason: z.string().nullable(),
});
export type WatchList = z.infer<typeof watchListSchema>;

export const viewParamsSchema = z.object({ viewId: z.uuid({ error: 'Invalid view id.' }) });
export type ViewParams = z.infer<typeof viewParamsSchema>;

/** POST /ads/{id}/start and /videos/{id}/start (member) → 201: the view the server issued. */
export const watchStartSchema = z.object({
  viewId: z.uuid(),
  durationSeconds: z.number().int(),
  startedAt: z.string(),
});
export type WatchStart = z.infer<typeof watchStartSchema>;

/** POST /ads/views/{viewId}/complete and /videos/views/{viewId}/complete (member) → what was credited. */
export const watchCompleteSchema = z.object({
  amount: z.number(),
  currentBalance: z.number(),
});
export type WatchComplete = z.infer<typeof watchCompleteSchema>;
