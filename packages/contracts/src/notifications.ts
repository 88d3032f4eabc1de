import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const markAllReadResponseSchema = z.object({ marked: z.number().int() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;
