import { z } from 'zod';
import { MAX_AMOUNT_CENTS, dollarsToCents } from './money';

export const paymentMethodSchema = z.enum(['EASYPAISA', 'SADAPAY', 'NAYAPAY', 'BINANCE', 'TRON_TRC20'], {
  error: 'Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
});
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

/** A positive dollar amount with at most 2 decimals, up to 1,000,000. */
export const amountSchema = z
  .number({ error: 'Amount must be a number.' })
  .refine((value) => Number.isFinite(value), { error: 'Amount must be a number.' })
  .refine((value) => value > 0, { error: 'Amount must be greater than zero.' })
  .refine((value) => value <= MAX_DOLLARS, { error: 'Amount must be at most 1,000,000.' })
  .refine((value) => dollarsToCents(value) !== null, { error: 'Amount can have at most 2 decimals.' });

/** Withdrawals are in whole dollars. */
export const wholeDollarAmountSchema = amountSchema.refine((value) => Number.isInteger(value), {
  error: 'Withdrawals are in whole dollars.',
});

export const uploadUrlSchema = z
  .string({ error: 'Upload the receipt first.' })
  .trim()
  .min(1, { error: 'Upload the receipt first.' })
  .max(2048)
  .refine((value) => value.startsWith('/uploads/') || /^https:\/\/\S+$/.test(value), {
    error: 'The receipt must be a file uploaded here.',
  });

/** Dates for history filters: ISO date-times; the end is inclusive (the client sends the end of the day). */
/**
 * Query of GET /deposits/history and GET /withdraw/history (member; arrays, newest first). For deposits
 * FAILED and REJECTED mean the same; likewise for withdrawals.
 */
export const historyQuerySchema = z.object({
  paymentMethod: paymentMethodSchema.optional(),
  status: z.enum(['PENDING', 'COMPLETED', 'FAILED', 'REJECTED']).optional(),
  startDate: z.iso.datetime({ offset: true, error: 'startDate must be an ISO date-time.' }).optional(),
  endDate: z.iso.datetime({ offset: true, error: 'endDate must be an ISO date-time.' }).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

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
