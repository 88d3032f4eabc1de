import { z } from 'zod';
import { choiceSchema, emailSchema, passwordSchema, personNameSchema, textSchema } from './common';
import { foldIdentifier, otpSchema } from './identifiers';

export const userStatusSchema = choiceSchema(['PENDING', 'ACTIVE', 'SUSPENDED'], 'status');
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The member app's languages: English (the default) and Urdu (docs/decisions/0185). */
export const languageSchema = choiceSchema(['en', 'ur'], 'language');
export type Language = z.infer<typeof languageSchema>;

export const ACCOUNT_NUMBER_LENGTH = 10;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const ACCOUNT_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's account number (also their referral code), as typed: folded and upper-cased (decision 0137). */
const foldAccountNumber = (value: string) => foldIdentifier(value).toUpperCase();

export const accountNumberSchema = textSchema({ error: 'Account number is required.' })
  .overwrite(foldAccountNumber)
  .regex(/^[A-Z0-9]{6,20}$/, { error: 'Enter a valid account number.' });

export const signupBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  referralCode: textSchema({ error: 'Referral code must be text.' })
    .overwrite(foldAccountNumber)
    .max(20, { error: 'Referral code is too long.' })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** The language chosen on the sign-up screen (or the browser's): e-mails and notifications follow it. */
  language: languageSchema.optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signupResponseSchema = z.object({ email: z.string(), message: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.input<typeof emailBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: textSchema({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(128, { error: 'Password must be at most 128 characters.' }),
  /** The e-mailed sign-in code, when the first answer was SIGN_IN_CODE_REQUIRED (decision 0140). */
  otp: otpSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  status: userStatusSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userLoginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type UserLoginResponse = z.infer<typeof userLoginResponseSchema>;

/** The password was right and two-factor sign-in is on: send the code with this challenge. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /users/login → a session, or a challenge for the second factor (POST /users/login/two-factor). */
export const userLoginResultSchema = z.union([userLoginResponseSchema, twoFactorChallengeSchema]);
export type UserLoginResult = z.infer<typeof userLoginResultSchema>;

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const walletSchema = z.object({ currentBalance: z.number() });
export type Wallet = z.infer<typeof walletSchema>;

/** The signed-in member as GET /users/me answers (names as the spec reads them). */
export const currentUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  accountNumber: z.string(),
  profileImage: z.string().nullable(),
  streakScore: z.number().int(),
  currentBalance: z.number(),
  status: userStatusSchema,
  createdAt: z.string(),
  Wallet: walletSchema,
  /** Two-factor sign-in is on: withdrawals need the authenticator code too. */
  twoFactorEnabled: z.boolean(),
  /** The member's language: the app, e-mails and notifications are in it. */
  language: languageSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const profileImageSchema = textSchema({ error: 'Profile image must be an address.' })
  .trim()
  .max(2048, { error: 'Profile image address is too long.' })
  // Only a picture the member uploaded here (an outside address would let its owner watch every reader):
  // a local upload, or the storage's https address, which the server then checks is the member's own.
  .refine((value) => value.startsWith('/uploads/') || /^https:\/\/\S+$/.test(value), {
    error: 'Profile image must be a picture you uploaded.',
  });

export const updateMeBodySchema = z
  .object({
    name: personNameSchema.optional(),
    profileImage: profileImageSchema.nullable().optional(),
    language: languageSchema.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.profileImage !== undefined || body.language !== undefined,
    {
      error: 'Nothing to update.',
    },
  );
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z
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
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
