import { z } from 'zod';
import { ADMIN_SEARCH_MAX_LENGTH, pagedResponseSchema, paginationQuerySchema, textSchema } from './common';
import { MAX_AMOUNT_CENTS, dollarsToCents, formatUsd } from './money';
import { userStatusSchema } from './users';

/** GET /users (admin): server-paged members, searched by name, e-mail or account number. */
export const adminMembersQuerySchema = paginationQuerySchema.extend({
  search: textSchema({ error: 'Search must be text.' })
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, { error: `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.` })
    .optional(),
  status: userStatusSchema.optional(),
  sort: z.enum(['newest', 'oldest', 'name'], { error: 'Sort by newest, oldest or name.' }).default('newest'),
  /** 'true': only members linked to another account (decision 0183). */
  linked: z.enum(['true', 'false'], { error: 'linked is true or false.' }).optional(),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;
export type AdminMembersFilters = z.output<typeof adminMembersQuerySchema>;

export const adminMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  status: userStatusSchema,
  emailVerified: z.boolean(),
  balance: z.number(),
  createdAt: z.string(),
  /** How many other members this one is linked to (any reason). */
  linkedAccounts: z.number().int(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberPageSchema = pagedResponseSchema(adminMemberSchema);
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

const memberRefSchema = z.object({ id: z.uuid(), name: z.string(), accountNumber: z.string() });

/** GET /users/{id} (admin): one member's page. */
export const adminMemberDetailSchema = adminMemberSchema.extend({
  profileImage: z.string().nullable(),
  streakScore: z.number().int(),
  referrer: memberRefSchema.nullable(),
  referrals: z.number().int(),
  activeSessions: z.number().int(),
  /** The level the member holds (an expired one until it is replaced), or null. */
  level: z
    .object({ level: z.number().int(), title: z.string(), expiresAt: z.string(), expired: z.boolean() })
    .nullable(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const memberActivityKindSchema = z.enum(
  ['deposits', 'withdrawals', 'transfers', 'earnings', 'ledger', 'referrals'],
  { error: 'Choose deposits, withdrawals, transfers, earnings, ledger or referrals.' },
);
export type MemberActivityKind = z.infer<typeof memberActivityKindSchema>;
export const memberActivityParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id.' }),
  kind: memberActivityKindSchema,
});

/** GET /users/{id}/activity/{kind} (admin): one list of the member page, paged; amounts signed for the ledger. */
export const memberActivityItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  amount: z.number().nullable(),
  status: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberActivityItem = z.infer<typeof memberActivityItemSchema>;
export const memberActivityPageSchema = pagedResponseSchema(memberActivityItemSchema);
export type MemberActivityPage = z.infer<typeof memberActivityPageSchema>;
export const memberActivityQuerySchema = paginationQuerySchema;

export const reasonSchema = textSchema({ error: 'Give a reason.' })
  .trim()
  .min(3, { error: 'Give a reason of at least 3 characters.' })
  .max(500, { error: 'The reason must be at most 500 characters.' });

/** PATCH /users/{id}/status (admin): suspend (signs the member out everywhere) or reactivate. */
export const updateMemberStatusBodySchema = z.object({
  status: z.enum(['ACTIVE', 'SUSPENDED'], { error: 'Choose ACTIVE or SUSPENDED.' }),
  reason: reasonSchema,
});
export type UpdateMemberStatusBody = z.input<typeof updateMemberStatusBodySchema>;

const MAX_DOLLARS = MAX_AMOUNT_CENTS / 100;

/** POST /users/{id}/adjust-balance (admin, Idempotency-Key): a signed amount; never below zero. */
export const adjustBalanceBodySchema = z.object({
  amount: z
    .number({ error: 'Amount must be a number.' })
    .refine((value) => Number.isFinite(value), { error: 'Amount must be a number.', abort: true })
    .refine((value) => value !== 0, { error: 'Amount must not be zero.', abort: true })
    .refine((value) => Math.abs(value) <= MAX_DOLLARS, {
      error: `Amount must be at most ${formatUsd(MAX_DOLLARS)} either way.`,
      abort: true,
    })
    .refine((value) => dollarsToCents(value) !== null, { error: 'Amount can have at most 2 decimals.' }),
  reason: reasonSchema,
});
export type AdjustBalanceBody = z.input<typeof adjustBalanceBodySchema>;
export const adjustBalanceResponseSchema = z.object({ balance: z.number(), transactionId: z.uuid() });
export type AdjustBalanceResponse = z.infer<typeof adjustBalanceResponseSchema>;

/** POST /users/{id}/sign-out-all (admin) → 204. */
export const memberReasonBodySchema = z.object({ reason: reasonSchema });
export type MemberReasonBody = z.input<typeof memberReasonBodySchema>;
