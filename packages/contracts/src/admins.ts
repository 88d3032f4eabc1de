import { z } from 'zod';
import {
  choiceSchema,
  emailSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  passwordSchema,
  personNameSchema,
  textSchema,
} from './common';

/** OWNER: everything and manages admins. ADMIN: operations. SUPPORT: support, chat and notifications only. */
export const adminRoleSchema = choiceSchema(['OWNER', 'ADMIN', 'SUPPORT'], 'role');
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRoles = adminRoleSchema.options;

export const adminRoleLabels: Record<AdminRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  SUPPORT: 'Support',
};

/** Who may call what: the server checks it on every admin call, the console hides what a role cannot open. */
export const adminRoleGroups = {
  /** Managing admins and the console's sign-in rules. */
  owners: ['OWNER'],
  /** Money, members, levels, content, settings, dashboard and audit log. */
  operations: ['OWNER', 'ADMIN'],
  /** Support tickets, chat and notifications; also one's own profile and two-factor sign-in. */
  everyone: ['OWNER', 'ADMIN', 'SUPPORT'],
} as const satisfies Record<string, readonly AdminRole[]>;

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: textSchema({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(128, { error: 'Password must be at most 128 characters.' }),
});
export type AdminLoginBody = z.input<typeof adminLoginBodySchema>;

export const adminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  twoFactorEnabled: z.boolean(),
  /** The owner requires two-factor sign-in and this admin has not set it up yet: only set-up is open. */
  twoFactorSetupRequired: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminSessionSchema = z.object({ token: z.string(), admin: adminSchema });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The password was right and two-factor sign-in is on: send the code with this challenge. */
export const adminTwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export type AdminTwoFactorChallenge = z.infer<typeof adminTwoFactorChallengeSchema>;

/** POST /admins/login → a session, or a challenge for the second factor. */
export const adminLoginResponseSchema = z.union([adminSessionSchema, adminTwoFactorChallengeSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = textSchema({ error: 'Enter the 6-digit code.' })
  .trim()
  .min(1, { error: 'Enter the 6-digit code.' })
  .max(20, { error: 'Enter the 6-digit code or a recovery code.' })
  .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, { error: 'Enter the 6-digit code or a recovery code.' });

/** POST /admins/login/two-factor → session. */
export const adminTwoFactorLoginBodySchema = z.object({
  challengeToken: textSchema({ error: 'Sign in with your password first.' })
    .min(1, { error: 'Sign in with your password first.' })
    .max(200, { error: 'Sign in with your password first.' }),
  code: secondFactorCodeSchema,
});
export type AdminTwoFactorLoginBody = z.input<typeof adminTwoFactorLoginBodySchema>;

/**
 * POST /admins/me/two-factor/setup {password} → a new secret to scan (not on until confirmed with a code);
 * 400 'The password is not right.'
 */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /admins/me/two-factor/enable {code} → the recovery codes, shown once. */
export const twoFactorCodeBodySchema = z.object({
  code: textSchema({ error: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, {
      error: (issue) => (issue.input === '' ? 'Enter the 6-digit code.' : 'The code is 6 digits.'),
    }),
});
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /admins/me/two-factor/disable {password} → 204 (refused while the owner requires it). */
export const currentPasswordBodySchema = z.object({
  password: textSchema({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(128, { error: 'Password must be at most 128 characters.' }),
});
export type CurrentPasswordBody = z.input<typeof currentPasswordBodySchema>;

/** POST /admins/me/password → 204; other sessions of the admin end. */
export const adminChangePasswordBodySchema = z
  .object({
    currentPassword: textSchema({ error: 'Current password is required.' })
      .min(1, { error: 'Current password is required.' })
      .max(128, { error: 'Password must be at most 128 characters.' }),
    newPassword: passwordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: 'The new password must differ from the current one.',
    path: ['newPassword'],
  });
export type AdminChangePasswordBody = z.input<typeof adminChangePasswordBodySchema>;

/** GET and PATCH /admins/security-policy (owner). */
export const adminSecurityPolicySchema = z.object({ requireTwoFactor: z.boolean() });
export type AdminSecurityPolicy = z.infer<typeof adminSecurityPolicySchema>;
export const updateAdminSecurityPolicyBodySchema = z.object({
  requireTwoFactor: z.boolean({ error: 'Choose whether two-factor sign-in is required.' }),
});
export type UpdateAdminSecurityPolicyBody = z.input<typeof updateAdminSecurityPolicyBodySchema>;

export const adminStatusSchema = choiceSchema(['ACTIVE', 'DISABLED'], 'status');
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** One admin as GET /admins lists them (owner). */
export const adminListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  status: adminStatusSchema,
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;
export const adminPageSchema = pagedResponseSchema(adminListItemSchema);
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminsQuerySchema = paginationQuerySchema;

/** POST /admins (owner) → the admin and their one-time password, shown once. */
export const createAdminBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role: adminRoleSchema,
});
export type CreateAdminBody = z.input<typeof createAdminBodySchema>;
export const createdAdminSchema = z.object({ admin: adminListItemSchema, oneTimePassword: z.string() });
export type CreatedAdmin = z.infer<typeof createdAdminSchema>;

/** PATCH /admins/{id} (owner): nobody demotes or disables themselves or the last owner. */
export const updateAdminBodySchema = z
  .object({
    name: personNameSchema.optional(),
    role: adminRoleSchema.optional(),
    status: adminStatusSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.status !== undefined, {
    error: 'Nothing to update.',
  });
export type UpdateAdminBody = z.input<typeof updateAdminBodySchema>;
