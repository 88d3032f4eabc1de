import { z } from 'zod';
import { textSchema } from './common';
import { dollarAmountSchema, paymentMethodLabels, paymentMethodSchema } from './payments';

export const paymentMethodSettingSchema = z.object({
  method: paymentMethodSchema,
  accountTitle: textSchema().trim().max(80, { error: 'Account title must be at most 80 characters.' }),
  accountNumber: textSchema().trim().max(120, { error: 'Account number must be at most 120 characters.' }),
  enabled: z.boolean(),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSettingSchema>;

/** GET /settings and PATCH /settings (admin). */
export const platformSettingsSchema = z.object({
  pkrPerUsd: z.number(),
  withdrawalMinimum: z.number(),
  withdrawalFeePercent: z.number(),
  paymentMethods: z.array(paymentMethodSettingSchema),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const updateSettingsBodySchema = z
  .object({
    withdrawalMinimum: dollarAmountSchema('Withdrawal minimum', 100_000)
      .refine((value) => Number.isInteger(value), { error: 'Withdrawal minimum is in whole dollars.' })
      .optional(),
    withdrawalFeePercent: z
      .number({ error: 'Withdrawal fee must be a number.' })
      .min(0, { error: 'Withdrawal fee cannot be negative.' })
      .max(50, { error: 'Withdrawal fee must be at most 50%.' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'Withdrawal fee can have at most 2 decimals.',
      })
      .optional(),
    paymentMethods: z
      .array(paymentMethodSettingSchema)
      .max(5, { error: 'There can be at most 5 payment methods.' })
      .refine((list) => new Set(list.map((item) => item.method)).size === list.length, {
        error: 'Each payment method may appear once.',
      })
      .superRefine((list, context) => {
        // Members pay to these details: an enabled method needs both.
        for (const item of list.filter((entry) => entry.enabled)) {
          const missing =
            item.accountTitle === '' ? 'account title' : item.accountNumber === '' ? 'account number' : null;
          if (missing !== null)
            context.addIssue({
              code: 'custom',
              message: `Enter the ${missing} of ${paymentMethodLabels[item.method]} before enabling it.`,
            });
        }
      })
      .optional(),
  })
  .refine(
    (body) =>
      body.withdrawalMinimum !== undefined ||
      body.withdrawalFeePercent !== undefined ||
      body.paymentMethods !== undefined,
    {
      error: 'Nothing to update.',
    },
  );
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;
