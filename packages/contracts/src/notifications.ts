import { z } from 'zod';
import { dateTimeSchema, pagedResponseSchema, paginationQuerySchema, textSchema } from './common';

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

/**
 * PATCH /notifications/mark-all-read: marks read what the member was shown, the unread notices created up
 * to `through` (the newest one the panel listed); without a body, every unread notice. A notice that came
 * in after the panel last loaded stays unread, so it is shown.
 */
export const markAllReadBodySchema = z
  .object({ through: dateTimeSchema('The newest notice shown').optional() })
  .nullish();
export type MarkAllReadBody = z.input<typeof markAllReadBodySchema>;

export const markAllReadResponseSchema = z.object({ marked: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** Spec §5: the notification form needs both fields. */
export const NOTIFICATION_FIELDS_REQUIRED_MESSAGE = 'All fields are required';

/** POST /notifications/create (admin) {title, message} → 201 Notification, to every member. */
export const createNotificationBodySchema = z.object({
  title: textSchema({ error: NOTIFICATION_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: NOTIFICATION_FIELDS_REQUIRED_MESSAGE })
    .max(150, { error: 'The title is at most 150 characters.' }),
  message: textSchema({ error: NOTIFICATION_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: NOTIFICATION_FIELDS_REQUIRED_MESSAGE })
    .max(2000, { error: 'The message is at most 2,000 characters.' }),
});
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

/** GET /notifications (admin): the broadcasts, newest first, server-paged. */
export const notificationListQuerySchema = paginationQuerySchema;
export const notificationPageSchema = pagedResponseSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
