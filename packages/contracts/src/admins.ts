import { z } from 'zod';
import { emailSchema } from './common';

export const adminRoleSchema = z.enum(['SUPER_ADMIN', 'ADMIN']);
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(128, { error: 'Password must be at most 128 characters.' }),
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

export const adminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: adminRoleSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({ token: z.string(), admin: adminSchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
