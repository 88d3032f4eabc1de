import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  choiceSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  dateRangeShape,
  orderedDateRange,
} from './common';
import { transactionIdSchema } from './identifiers';
import {
  amountSchema,
  paymentMethodSchema,
  removedSchema,
  uploadUrlSchema,
  userSummarySchema,
} from './payments';

export const depositStatusSchema = choiceSchema(['PENDING', 'COMPLETED', 'FAILED'], 'status');
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/**
 * POST /deposits (member, Idempotency-Key) → 201 Deposit, status PENDING. 409 when the transaction id was
 * already used for that method. The receipt is the url answered by POST /upload-file to this same
 * member within the last day (a PDF, PNG, JPEG or SVG), the receipt of no other deposit (409); any other
 * url is a 400.
 */
export const createDepositBodySchema = z.object({
  amount: amountSchema,
  paymentMethod: paymentMethodSchema,
  transactionId: transactionIdSchema,
  receipt: uploadUrlSchema,
});
export type CreateDepositBody = z.input<typeof createDepositBodySchema>;

export const depositSchema = z.object({
  id: z.uuid(),
  user: userSummarySchema,
  amount: z.number(),
  paymentMethod: paymentMethodSchema,
  transactionId: z.string(),
  receipt: z.string().nullable(),
  /** The account the member was shown to pay into when they made the deposit; null on older deposits. */
  paidTo: z.object({ accountTitle: z.string(), accountNumber: z.string() }).nullable(),
  status: depositStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositHistoryItemSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  status: depositStatusSchema,
  paymentMethod: paymentMethodSchema,
  transactionId: z.string(),
  createdAt: z.string(),
  /** Set when an admin deleted it: it stays in the member's history, read as 'Removed' with the reason. */
  removed: removedSchema,
});
export type DepositHistoryItem = z.infer<typeof depositHistoryItemSchema>;
export const depositHistorySchema = z.array(depositHistoryItemSchema);

/** Query of the admin lists GET /deposits and GET /withdraw: server-side paging and filters, newest first. */
export const adminListQuerySchema = paginationQuerySchema
  .extend({
    status: choiceSchema(['PENDING', 'COMPLETED', 'FAILED', 'REJECTED'], 'status').optional(),
    ...dateRangeShape,
    search: textSchema()
      .trim()
      .max(ADMIN_SEARCH_MAX_LENGTH, {
        error: `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`,
      })
      .optional(),
  })
  .refine(...orderedDateRange);
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const depositPageSchema = pagedResponseSchema(depositSchema);
export type DepositPage = z.infer<typeof depositPageSchema>;

/**
 * PATCH /deposits/{id}/status (admin) → Deposit. COMPLETED credits the wallet once; COMPLETED and FAILED
 * are final (409 on any further change). DELETE /deposits/{id} (admin, optional DeletePaymentBody) → 204: a
 * soft delete (a PENDING one becomes FAILED, nothing credited); the member's history keeps it as removed.
 */
export const updateDepositStatusBodySchema = z.object({ status: depositStatusSchema });
export type UpdateDepositStatusBody = z.infer<typeof updateDepositStatusBodySchema>;
/** The admin list query after parsing (page and pageSize filled in). */
export type AdminListFilters = z.output<typeof adminListQuerySchema>;
