import { z } from 'zod';
import {
  dateTimeSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  activeFlagSchema,
} from './common';

const linkSchema = textSchema()
  .trim()
  .max(2048, { error: 'Link must be at most 2,048 characters.' })
  // A path in the app has no backslash: a browser reads "/\host" as "//host", another site.
  .refine((value) => /^https:\/\/[^\s/]+\S*$/.test(value) || /^\/[^\s/\\][^\s\\]*$/.test(value), {
    error: 'Link must be an https address or a path in the app such as /deposit.',
  });

const imageSchema = textSchema()
  .trim()
  .max(2048, { error: 'Image address is too long.' })
  .refine((value) => value.startsWith('/uploads/') || /^https:\/\/\S+$/.test(value), {
    error: 'Upload the image first, or give its https address.',
  });

const hotOfferFields = {
  title: textSchema({ error: 'Title is required.' })
    .trim()
    .min(1, { error: 'Title is required.' })
    .max(120, { error: 'Title must be at most 120 characters.' }),
  description: textSchema({ error: 'Description is required.' })
    .trim()
    .min(1, { error: 'Description is required.' })
    .max(2000, { error: 'Description must be at most 2,000 characters.' }),
  imageUrl: imageSchema.nullable().optional(),
  link: linkSchema.nullable().optional(),
  isActive: activeFlagSchema,
  startsAt: dateTimeSchema('Start').nullable().optional(),
  endsAt: dateTimeSchema('End').nullable().optional(),
};

const endsAfterStart = (body: { startsAt?: string | null; endsAt?: string | null }) =>
  body.startsAt == null || body.endsAt == null || Date.parse(body.endsAt) > Date.parse(body.startsAt);

/** POST /hot-offers (admin). */
export const createHotOfferBodySchema = z
  .object(hotOfferFields)
  .refine(endsAfterStart, { error: 'The end must be after the start.' });
export type CreateHotOfferBody = z.input<typeof createHotOfferBodySchema>;

/** PATCH /hot-offers/{id} (admin). */
export const updateHotOfferBodySchema = z
  .object({
    ...hotOfferFields,
    title: hotOfferFields.title.optional(),
    description: hotOfferFields.description.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Nothing to update.',
  })
  .refine(endsAfterStart, { error: 'The end must be after the start.' });
export type UpdateHotOfferBody = z.input<typeof updateHotOfferBodySchema>;

export const hotOfferSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HotOffer = z.infer<typeof hotOfferSchema>;
export const hotOfferPageSchema = pagedResponseSchema(hotOfferSchema);
export const hotOfferListQuerySchema = paginationQuerySchema;

/** GET /offers (member): the live offers, newest first. */
export const liveOfferSchema = hotOfferSchema.omit({ isActive: true });
export type LiveOffer = z.infer<typeof liveOfferSchema>;
export const liveOfferListSchema = z.array(liveOfferSchema);
