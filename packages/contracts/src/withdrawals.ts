import { z } from 'zod';
import { secondFactorCodeSchema } from './admins';
import { choiceSchema, filledTextSchema, pagedResponseSchema } from './common';
import { payoutAccountNumberSchema } from './identifiers';
import { paymentMethodSchema, removedSchema, userSummarySchema, wholeDollarAmountSchema } from './payments';

export const withdrawalStatusSchema = choiceSchema(['PENDING', 'COMPLETED', 'REJECTED'], 'status');
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/**
 * POST /withdraw (member, Idempotency-Key) → 201 Withdrawal. The amount is held from the wallet at once;
 * 400 'Insufficient balance.' or under the minimum.
 */
export const createWithdrawalBodySchema = z.object({
  amount: wholeDollarAmountSchema,
  paymentMethod: paymentMethodSchema,
  bankName: filledTextSchema('Bank name', { min: 2, max: 80 }),
  accountHolderName: filledTextSchema('Account holder name', { min: 2, max: 80 }),
  accountNumber: payoutAccountNumberSchema,
  /** Required when the member has two-factor sign-in on: the authenticator code or a recovery code. */
  twoFactorCode: secondFactorCodeSchema.optional(),
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  user: userSummarySchema,
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  paymentMethod: paymentMethodSchema,
  bankName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  status: withdrawalStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalHistoryItemSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  status: withdrawalStatusSchema,
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
  /** Set when an admin deleted it: it stays in the member's history, read as 'Removed' with the reason. */
  removed: removedSchema,
});
export type WithdrawalHistoryItem = z.infer<typeof withdrawalHistoryItemSchema>;
export const withdrawalHistorySchema = z.array(withdrawalHistoryItemSchema);

export const withdrawalPageSchema = pagedResponseSchema(withdrawalSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/**
 * PATCH /withdraw/{id}/status (admin) → Withdrawal. REJECTED refunds; COMPLETED and REJECTED are final
 * (409). GET /withdraw (admin) answers WithdrawalPage. DELETE /withdraw/{id} (optional DeletePaymentBody)
 * → 204: a soft delete (a PENDING one is refunded and becomes REJECTED); the member's history keeps it as
 * removed.
 */
export const updateWithdrawalStatusBodySchema = z.object({ status: withdrawalStatusSchema });
export type UpdateWithdrawalStatusBody = z.infer<typeof updateWithdrawalStatusBodySchema>;
