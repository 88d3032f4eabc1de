import { z } from 'zod';
import { secondFactorCodeSchema } from './admins';
import { choiceSchema, pagedResponseSchema, textSchema } from './common';
import { paymentMethodSchema } from './payments';
import { userStatusSchema } from './users';
import { withdrawalSchema } from './withdrawals';

/** The moments a member's address, device and payout account are recorded (decision 0183). */
export const signalKindSchema = z.enum(['SIGN_UP', 'SIGN_IN', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER']);
export type SignalKind = z.infer<typeof signalKindSchema>;

/** DEVICE and PAYOUT_ACCOUNT are strong links (a referral between them pays nothing); NETWORK is weak. */
export const linkReasonSchema = z.enum(['DEVICE', 'PAYOUT_ACCOUNT', 'NETWORK']);
export type LinkReason = z.infer<typeof linkReasonSchema>;
export const linkReasonLabels: Record<LinkReason, string> = {
  DEVICE: 'Same device',
  PAYOUT_ACCOUNT: 'Same payout account',
  NETWORK: 'Same network, again and again',
};

/** Earning attempts the server refused. */
export const cheatKindSchema = z.enum([
  'VIEW_TOO_EARLY',
  'DAILY_LIMIT',
  'VIEW_IN_FLIGHT',
  'BAD_POSTBACK_SIGNATURE',
  'LINKED_REFERRAL',
]);
export type CheatKind = z.infer<typeof cheatKindSchema>;
export const cheatKindLabels: Record<CheatKind, string> = {
  VIEW_TOO_EARLY: 'Completed a view too early',
  DAILY_LIMIT: 'Over the daily limit',
  VIEW_IN_FLIGHT: 'A second view in flight',
  BAD_POSTBACK_SIGNATURE: 'Postback with a bad signature',
  LINKED_REFERRAL: 'Referral between linked accounts',
};

/** What adds to a withdrawal's risk score (decision 0184). */
export const riskReasonCodeSchema = z.enum([
  'LINKED_ACCOUNTS',
  'SHARED_PAYOUT_ACCOUNT',
  'NEW_DEVICE',
  'PASSWORD_CHANGED',
  'EARNINGS_ABOVE_LEVEL',
  'EXACT_MINIMUM_VIEWS',
  'NEW_ACCOUNT',
  'CHEAT_LOG',
  'NETWORK_LINKS',
]);
export type RiskReasonCode = z.infer<typeof riskReasonCodeSchema>;

export const riskReasonSchema = z.object({
  code: riskReasonCodeSchema,
  points: z.number().int(),
  /** One sentence for the operator, such as "Linked to 4 accounts (same device)". */
  text: z.string(),
});
export type RiskReason = z.infer<typeof riskReasonSchema>;

/** 0 to 100: the sum of the reasons' points, at most 100. */
export const riskSchema = z.object({ score: z.number().int(), reasons: z.array(riskReasonSchema) });
export type Risk = z.infer<typeof riskSchema>;

/** A withdrawal as the admin lists and the review screen show it. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  risk: riskSchema,
  /** Scored at or above the review threshold while pending: completed only from the review screen. */
  heldForReview: z.boolean(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

const memberRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountNumber: z.string(),
  status: userStatusSchema,
});

/** GET /users/{id}/links (admin): the members linked to this one, and why. */
export const linkedAccountSchema = z.object({
  member: memberRefSchema,
  reasons: z.array(
    z.object({
      reason: linkReasonSchema,
      firstSeenAt: z.string(),
      lastSeenAt: z.string(),
      /** How often it was seen (for NETWORK, the sightings together within the window). */
      hits: z.number().int(),
    }),
  ),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;
export const linkedAccountsSchema = z.array(linkedAccountSchema);

/** GET /users/{id}/cheats (admin): refused earning attempts, counted by kind, and the latest 50. */
export const cheatLogSchema = z.object({
  counts: z.array(z.object({ kind: cheatKindSchema, count: z.number().int(), lastAt: z.string() })),
  recent: z.array(z.object({ kind: cheatKindSchema, detail: z.string(), createdAt: z.string() })),
});
export type CheatLog = z.infer<typeof cheatLogSchema>;

/** One recorded signal, as the member (Settings) and the admin (review screen) read it. */
export const signalSchema = z.object({
  kind: signalKindSchema,
  at: z.string(),
  ip: z.string(),
  network: z.string(),
  userAgent: z.string().nullable(),
  /** The member's own view only: whether the signal came from the browser asking. */
  thisDevice: z.boolean(),
  /** "EASYPAISA:03001234567" for deposits and withdrawals. */
  payoutAccount: z.string().nullable(),
});
export type Signal = z.infer<typeof signalSchema>;

/** GET /users/me/devices (member): "devices and sign-ins", newest first, and how long they are kept. */
export const memberDevicesSchema = z.object({
  devices: z.array(
    z.object({
      thisDevice: z.boolean(),
      userAgent: z.string().nullable(),
      firstSeenAt: z.string(),
      lastSeenAt: z.string(),
      lastIp: z.string(),
    }),
  ),
  activity: z.array(signalSchema),
  keptDays: z.number().int(),
});
export type MemberDevices = z.infer<typeof memberDevicesSchema>;

/** GET /withdraw/{id}/review (admin): what the operator decides a held withdrawal on. */
export const withdrawalReviewSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  linked: linkedAccountsSchema,
  cheats: cheatLogSchema,
  /** The member's latest signals (sign-ins, money), newest first. */
  activity: z.array(signalSchema),
  member: memberRefSchema.extend({ createdAt: z.string(), twoFactorEnabled: z.boolean() }),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

/**
 * POST /withdraw/{id}/review (admin) → AdminWithdrawal. APPROVE pays it, REJECT returns the amount,
 * SUSPEND_MEMBER returns the amount and suspends the member (signed out everywhere).
 */
export const reviewDecisionBodySchema = z.object({
  decision: choiceSchema(['APPROVE', 'REJECT', 'SUSPEND_MEMBER'], 'decision'),
  reason: textSchema({ error: 'Reason must be text.' })
    .trim()
    .max(500, { error: 'Reason must be at most 500 characters.' })
    .optional(),
});
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

const settingNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${String(min)}.` })
    .max(max, { error: `${label} must be at most ${String(max)}.` });

/** GET /fraud/settings · PUT /fraud/settings (admin): every timing and threshold of fraud defence. */
export const fraudSettingsSchema = z.object({
  reviewThreshold: settingNumber('Review threshold', 1, 100),
  newAccountDays: settingNumber('New account days', 0, 365),
  recentChangeHours: settingNumber('Recent change hours', 1, 720),
  networkWindowMinutes: settingNumber('Network window', 1, 1440),
  networkLinkSightings: settingNumber('Network sightings', 1, 100),
  sharedNetworkMembers: settingNumber('Shared network members', 2, 1000),
  earningsFactorPercent: settingNumber('Earnings factor', 100, 10_000),
  exactMinimumViews: settingNumber('Exact-minimum views', 1, 1000),
  cheatAttempts: settingNumber('Refused attempts', 1, 1000),
  signalRetentionDays: settingNumber('Signal retention', 7, 730),
});
export type FraudSettings = z.infer<typeof fraudSettingsSchema>;

const walletMethods = new Set(['EASYPAISA', 'SADAPAY', 'NAYAPAY']);

/**
 * The payout account signals and links compare ("EASYPAISA:03001234567"): one spelling for one account.
 * Case and dashes never matter; a Pakistani mobile number reads the same as 0300…, +92300… or 92300….
 */
export function normalisedPayoutAccount(method: z.infer<typeof paymentMethodSchema>, accountNumber: string) {
  let account = accountNumber.normalize('NFKC').trim().toLowerCase().replace(/[\s-]/g, '');
  if (walletMethods.has(method)) {
    const digits = account.replace(/^\+/, '');
    if (/^92\d{10}$/.test(digits)) account = `0${digits.slice(2)}`;
    else if (/^\d{10}$/.test(digits) && digits.startsWith('3')) account = `0${digits}`;
  }
  return `${method}:${account}`;
}

/** POST /users/login/two-factor {challengeToken, code} → a member session. */
export const memberTwoFactorLoginBodySchema = z.object({
  challengeToken: textSchema({ error: 'Sign in with your password first.' })
    .min(1, { error: 'Sign in with your password first.' })
    .max(200, { error: 'Sign in with your password first.' }),
  code: secondFactorCodeSchema,
});
export type MemberTwoFactorLoginBody = z.input<typeof memberTwoFactorLoginBodySchema>;

/** GET /withdraw (admin) and GET /withdraw/review-queue (admin, the held ones oldest first). */
export const adminWithdrawalPageSchema = pagedResponseSchema(adminWithdrawalSchema);
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;
