import { z } from 'zod';

/** Every error the API sends has this shape. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  invalidOtp: 'INVALID_OTP',
  otpThrottled: 'OTP_THROTTLED',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
export type IdParams = z.infer<typeof idParamsSchema>;

export const emailSchema = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail is too long.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(128, { error: 'Password must be at most 128 characters.' });

export const personNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(2, { error: 'Name must be at least 2 characters.' })
  .max(80, { error: 'Name must be at most 80 characters.' });

export const otpSchema = z
  .string({ error: 'Code is required.' })
  .trim()
  .regex(/^\d{6}$/, { error: 'The code is 6 digits.' });

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** Public, non-secret settings the web app needs before anyone signs in. */
export const appConfigResponseSchema = z.object({
  appName: z.string(),
  pkrPerUsd: z.number(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
