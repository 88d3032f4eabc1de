import { z } from 'zod';
import { pagedResponseSchema, paginationQuerySchema, textSchema } from './common';

/** Spec §5: subject and body, trimmed, must both be filled. */
export const EMAIL_FIELDS_REQUIRED_MESSAGE = 'Subject and body are required.';

/**
 * POST /email/send-email-to-all (admin) {subject, body} → 202 EmailBroadcast: one e-mail per verified,
 * not suspended member who has not opted out, queued through the jobs table. The body is HTML,
 * sanitised on the server before it is stored.
 */
export const sendEmailToAllBodySchema = z.object({
  subject: textSchema({ error: EMAIL_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: EMAIL_FIELDS_REQUIRED_MESSAGE })
    .max(200, { error: 'The subject is at most 200 characters.' }),
  body: textSchema({ error: EMAIL_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: EMAIL_FIELDS_REQUIRED_MESSAGE })
    .max(100_000, { error: 'The body is at most 100,000 characters.' }),
});
export type SendEmailToAllBody = z.input<typeof sendEmailToAllBodySchema>;

/** One send to all members with how far its delivery has got. */
export const emailBroadcastSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Still waiting to be delivered (queued minus sent minus failed). */
  pending: z.number().int(),
  done: z.boolean(),
  createdAt: z.string(),
  message: z.string(),
});
export type EmailBroadcast = z.infer<typeof emailBroadcastSchema>;

/** GET /email/broadcasts (admin): past sends, newest first. */
export const emailBroadcastListQuerySchema = paginationQuerySchema;
export const emailBroadcastPageSchema = pagedResponseSchema(emailBroadcastSchema);
export type EmailBroadcastPage = z.infer<typeof emailBroadcastPageSchema>;

/** GET, PATCH /email/preferences (member): whether announcements to all members reach them. */
export const emailPreferencesSchema = z.object({ broadcasts: z.boolean() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const updateEmailPreferencesBodySchema = z.object({
  broadcasts: z.boolean({ error: 'broadcasts must be true or false.' }),
});
export type UpdateEmailPreferencesBody = z.infer<typeof updateEmailPreferencesBodySchema>;

/** GET or POST /email/unsubscribe?token= : the List-Unsubscribe link of an announcement. */
export const unsubscribeQuerySchema = z.object({
  token: textSchema({ error: 'This unsubscribe link is not valid.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: 'This unsubscribe link is not valid.',
  }),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
