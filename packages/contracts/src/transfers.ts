import { z } from 'zod';
import {
  choiceSchema,
  filledTextSchema,
  withoutInvisibleFormatting,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
} from './common';
import { amountSchema, userSummarySchema } from './payments';
import { accountNumberSchema } from './users';

export const transferStatusSchema = choiceSchema(['PENDING', 'COMPLETED', 'REJECTED'], 'status');
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/**
 * POST /transfer (member, Idempotency-Key) → 201 MemberTransfer, status PENDING (sender debited at once).
 * 404 'Recipient account not found'; 400 'You cannot transfer to your own account.'; 400 'Insufficient balance.'
 */
export const createTransferBodySchema = z.object({
  recipientAccountNumber: accountNumberSchema,
  amount: amountSchema,
  senderName: filledTextSchema('Sender name', { min: 2, max: 80 }),
  note: textSchema({ error: 'Note must be text.' })
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .max(200, { error: 'Note must be at most 200 characters.' })
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;

/** The short reference a transfer receipt shows ("Ref. 3F2A1B4C"): its id's first eight characters. */
export function receiptReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * The start of the ids a receipt reference names, in their stored (lower-case) form, when an admin's search
 * is one ("3F2A1B4C" or "Ref. 3F2A1B4C"); otherwise null.
 */
export function receiptReferenceSearch(text: string): string | null {
  const match = /^(?:ref\.?\s*)?([0-9a-f]{8})$/i.exec(text.trim());
  return match?.[1] === undefined ? null : match[1].toLowerCase();
}

/** A transfer as its sender sees it (the receipt). */
export const memberTransferSchema = z.object({
  id: z.uuid(),
  recipientAccountNumber: z.string(),
  recipientName: z.string(),
  amount: z.number(),
  senderName: z.string(),
  note: z.string().nullable(),
  status: transferStatusSchema,
  direction: z.enum(['SENT', 'RECEIVED']),
  createdAt: z.string(),
});
export type MemberTransfer = z.infer<typeof memberTransferSchema>;
/**
 * A transfer in the member's history, sent or received. `senderName` is what the sender typed; the
 * account that sent it is `senderAccountNumber`, held by `senderAccountName`.
 */
export const memberTransferHistoryItemSchema = memberTransferSchema.extend({
  senderAccountNumber: z.string(),
  senderAccountName: z.string(),
});
export type MemberTransferHistoryItem = z.infer<typeof memberTransferHistoryItemSchema>;
/** GET /transfer/history?limit=&cursor= (member): sent and received, newest first, paged by a cursor. */
export const memberTransferListSchema = z.array(memberTransferHistoryItemSchema);

export const transferSchema = z.object({
  id: z.uuid(),
  sender: userSummarySchema,
  recipient: userSummarySchema,
  amount: z.number(),
  senderName: z.string(),
  note: z.string().nullable(),
  status: transferStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET /transfers (admin) → TransferPage; PATCH /transfers/{id}/status {COMPLETED|REJECTED} → Transfer. */
export const transferListQuerySchema = paginationQuerySchema.extend({
  status: transferStatusSchema.optional(),
});
export type TransferListQuery = z.input<typeof transferListQuerySchema>;

export const transferPageSchema = pagedResponseSchema(transferSchema);
export type TransferPage = z.infer<typeof transferPageSchema>;

export const updateTransferStatusBodySchema = z.object({
  status: z.enum(['COMPLETED', 'REJECTED'], { error: 'Status must be COMPLETED or REJECTED.' }),
});
export type UpdateTransferStatusBody = z.infer<typeof updateTransferStatusBodySchema>;
export type TransferListFilters = z.output<typeof transferListQuerySchema>;
