import { z } from 'zod';
import {
  choiceSchema,
  textSchema,
  dateRangeShape,
  orderedDateRange,
  queryFilter,
  withoutInvisibleFormatting,
} from './common';
import { cursorQuerySchema } from './cursor';
import { MAX_AMOUNT_CENTS, dollarsToCents, formatUsd } from './money';

export const paymentMethodSchema = choiceSchema(
  ['EASYPAISA', 'SADAPAY', 'NAYAPAY', 'BINANCE', 'TRON_TRC20'],
  'payment method',
);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethods = paymentMethodSchema.options;

/** How each method is written on screen (the spec's filter chips). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  EASYPAISA: 'Easypaisa',
  SADAPAY: 'SadaPay',
  NAYAPAY: 'NayaPay',
  BINANCE: 'Binance',
  TRON_TRC20: 'Tron (TRC20)',
};

const MAX_DOLLARS = MAX_AMOUNT_CENTS / 100;

/**
 * A positive dollar amount with at most 2 decimals (so at least one cent), up to a maximum: every money
 * field of every call uses it, named as the member reads it ("Amount", "Withdrawal minimum").
 */
export function dollarAmountSchema(label: string, maxDollars: number = MAX_DOLLARS) {
  return z
    .number({ error: `${label} must be a number.` })
    .refine((value) => Number.isFinite(value), { error: `${label} must be a number.`, abort: true })
    .refine((value) => value > 0, { error: `${label} must be greater than zero.`, abort: true })
    .refine((value) => value <= maxDollars, {
      error: `${label} must be at most ${formatUsd(maxDollars)}.`,
      abort: true,
    })
    .refine((value) => (dollarsToCents(value) ?? 0) >= 1, {
      error: `${label} can have at most 2 decimals.`,
    });
}

/** A positive dollar amount with at most 2 decimals, up to 1,000,000. */
export const amountSchema = dollarAmountSchema('Amount');

/** Withdrawals are in whole dollars. */
export const wholeDollarAmountSchema = amountSchema.refine((value) => Number.isInteger(value), {
  error: 'Withdrawals are in whole dollars.',
});

export const uploadUrlSchema = textSchema({ error: 'Upload the receipt first.' })
  .trim()
  .min(1, { error: 'Upload the receipt first.' })
  .max(2048, { error: 'The receipt address must be at most 2,048 characters.' })
  .refine((value) => value.startsWith('/uploads/') || /^https:\/\/\S+$/.test(value), {
    error: 'The receipt must be a file uploaded here.',
  });

/**
 * Filters of GET /deposits/history and GET /withdraw/history (member; arrays, newest first, paged by
 * `limit` and `cursor`, see cursor.ts). A refused payment is one state, which the member reads as
 * 'Rejected': REJECTED selects it, and FAILED is kept as another name for it, for deposits and
 * withdrawals alike. REMOVED selects the rows an admin deleted; the other statuses leave them out.
 */
export const historyQuerySchema = z.object({
  paymentMethod: queryFilter(paymentMethodSchema),
  status: queryFilter(choiceSchema(['PENDING', 'COMPLETED', 'REJECTED', 'FAILED', 'REMOVED'], 'status')),
  ...dateRangeShape,
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** The history filters with the cursor paging every member history takes. */
export const historyPageQuerySchema = historyQuerySchema
  .extend(cursorQuerySchema.shape)
  .refine(...orderedDateRange);
export type HistoryPageQuery = z.output<typeof historyPageQuerySchema>;

/** What a member reads as the reason a deposit or withdrawal was removed when the admin gave none. */
export const DEFAULT_REMOVAL_REASON = 'Removed by our support team.';

/**
 * DELETE /deposits/{id} and DELETE /withdraw/{id} (admin) may carry `{reason}`: the member reads it in
 * their history beside 'Removed' (and in the notice of a pending one). Without a body (the spec's call)
 * the member reads DEFAULT_REMOVAL_REASON.
 */
export const deletePaymentBodySchema = z
  .object({
    reason: textSchema({ error: 'Reason must be text.' })
      .overwrite(withoutInvisibleFormatting)
      .trim()
      .max(300, { error: 'Reason must be at most 300 characters.' })
      .optional(),
  })
  // A request without a body reaches the validator as null.
  .nullish();
export type DeletePaymentBody = z.input<typeof deletePaymentBodySchema>;

/** A history row an admin deleted: when, and why (null on rows still listed). */
export const removedSchema = z.object({ at: z.string(), reason: z.string() }).nullable();
export type Removed = z.infer<typeof removedSchema>;

/** Every money-moving POST takes this header: one fresh value (a UUID) per form submission. */
export const idempotencyKeyHeader = 'idempotency-key';

export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  accountNumber: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /payment-methods (member): the admin-set account to pay a deposit to, enabled methods only. */
export const paymentMethodDetailsSchema = z.object({
  method: paymentMethodSchema,
  accountTitle: z.string(),
  accountNumber: z.string(),
});
export type PaymentMethodDetails = z.infer<typeof paymentMethodDetailsSchema>;
export const paymentMethodDetailsListSchema = z.array(paymentMethodDetailsSchema);

/**
 * GET /withdraw/rules (member): minimum in whole dollars and fee percent. The fee is
 * floor(amount × feePercent / 100) in cents; the member receives amount − fee.
 */
export const withdrawalRulesSchema = z.object({
  withdrawalMinimum: z.number(),
  withdrawalFeePercent: z.number(),
});
export type WithdrawalRules = z.infer<typeof withdrawalRulesSchema>;
