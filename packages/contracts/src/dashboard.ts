import { z } from 'zod';

export const adminDashboardSchema = z.object({
  members: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    active: z.number().int(),
    suspended: z.number().int(),
    unverified: z.number().int(),
    newToday: z.number().int(),
  }),
  admins: z.object({ total: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
