import { z } from 'zod';
import { foldIdentifier } from './identifiers';
import {
  dateTimeSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  activeFlagSchema,
} from './common';
import { dollarAmountSchema } from './payments';

const codeMessage = 'Code is 3 to 32 letters, digits, dashes or underscores.';

const foldCode = (value: string) => foldIdentifier(value).toUpperCase();

export const redeemCodeTextSchema = textSchema({ error: 'Enter a code.' })
  .overwrite(foldCode)
  .min(1, { error: 'Enter a code.' })
  .max(32, { error: codeMessage });

/** POST /redeem (member). */
export const redeemBodySchema = z.object({ code: redeemCodeTextSchema });
export type RedeemBody = z.input<typeof redeemBodySchema>;

export const redeemResultSchema = z.object({ code: z.string(), amount: z.number() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

const redeemCodeFields = {
  code: textSchema({ error: 'Code is required.' })
    .overwrite(foldCode)
    .regex(/^[A-Z0-9_-]{3,32}$/, { error: codeMessage }),
  amount: dollarAmountSchema('Amount', 10_000),
  maxUses: z
    .number({ error: 'Uses must be a whole number from 1 to 1,000,000.' })
    .int({ error: 'Uses must be a whole number from 1 to 1,000,000.' })
    .min(1, { error: 'Uses must be a whole number from 1 to 1,000,000.' })
    .max(1_000_000, { error: 'Uses must be a whole number from 1 to 1,000,000.' }),
  expiresAt: dateTimeSchema('Expiry').nullable().optional(),
  isActive: activeFlagSchema,
};

/** POST /redeem-codes (admin). */
export const createRedeemCodeBodySchema = z.object(redeemCodeFields);
export type CreateRedeemCodeBody = z.input<typeof createRedeemCodeBodySchema>;

/** PATCH /redeem-codes/{id} (admin): the code and amount stay as members were told. */
export const updateRedeemCodeBodySchema = z
  .object({
    maxUses: redeemCodeFields.maxUses.optional(),
    expiresAt: redeemCodeFields.expiresAt,
    isActive: redeemCodeFields.isActive,
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Nothing to update.',
  });
export type UpdateRedeemCodeBody = z.input<typeof updateRedeemCodeBodySchema>;

export const redeemCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  amount: z.number(),
  maxUses: z.number().int(),
  usesCount: z.number().int(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type RedeemCode = z.infer<typeof redeemCodeSchema>;
export const redeemCodePageSchema = pagedResponseSchema(redeemCodeSchema);
export const redeemCodeListQuerySchema = paginationQuerySchema;
