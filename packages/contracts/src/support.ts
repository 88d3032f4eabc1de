import { z } from 'zod';
import { choiceSchema, pagedResponseSchema, paginationQuerySchema, textSchema } from './common';
import { userSummarySchema } from './payments';

/** Spec §5: both fields, trimmed, must be filled. */
export const SUPPORT_FIELDS_REQUIRED_MESSAGE = 'Both fields are required.';

export const supportTicketStatusSchema = choiceSchema(['OPEN', 'CLOSED'], 'status');
export type SupportTicketStatus = z.infer<typeof supportTicketStatusSchema>;

/** POST /support (member) {subject, message} → 201 {message}: opens a ticket. */
export const createSupportTicketBodySchema = z.object({
  subject: textSchema({ error: SUPPORT_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SUPPORT_FIELDS_REQUIRED_MESSAGE })
    .max(150, { error: 'The subject is at most 150 characters.' }),
  message: textSchema({ error: SUPPORT_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: SUPPORT_FIELDS_REQUIRED_MESSAGE })
    .max(5000, { error: 'The message is at most 5,000 characters.' }),
});
export type CreateSupportTicketBody = z.input<typeof createSupportTicketBodySchema>;

export const supportTicketSchema = z.object({
  id: z.uuid(),
  user: userSummarySchema,
  subject: z.string(),
  message: z.string(),
  status: supportTicketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** GET /support (admin): open tickets first, then newest first; optionally one status or one member. */
export const supportTicketListQuerySchema = paginationQuerySchema.extend({
  status: supportTicketStatusSchema.optional(),
  userId: z.uuid({ error: 'Invalid member id.' }).optional(),
});
export type SupportTicketListQuery = z.input<typeof supportTicketListQuerySchema>;
export const supportTicketPageSchema = pagedResponseSchema(supportTicketSchema);
export type SupportTicketPage = z.infer<typeof supportTicketPageSchema>;

/** PATCH /support/{id} (admin) {status} → SupportTicket: close or reopen; the member is notified. */
export const updateSupportTicketBodySchema = z.object({ status: supportTicketStatusSchema });
export type UpdateSupportTicketBody = z.infer<typeof updateSupportTicketBodySchema>;

/** What POST /support answers: the new ticket's id and status. */
export const supportTicketCreatedSchema = z.object({
  id: z.uuid(),
  status: supportTicketStatusSchema,
  createdAt: z.string(),
});
export type SupportTicketCreated = z.infer<typeof supportTicketCreatedSchema>;
