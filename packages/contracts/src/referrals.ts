import { z } from 'zod';

/** One member who signed up with the caller's code: the name masked, and what they earned the caller. */
export const referredMemberSchema = z.object({
  id: z.uuid(),
  maskedName: z.string(),
  joinedAt: z.string(),
  status: z.enum(['PENDING', 'ACTIVE', 'SUSPENDED']),
  earned: z.number(),
  /** False when the two accounts are linked (same device or payout account): no commission is paid. */
  eligible: z.boolean(),
});
export type ReferredMember = z.infer<typeof referredMemberSchema>;

/** GET /referrals (member). */
export const referralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  referralPercent: z.number(),
  referred: z.array(referredMemberSchema),
  /** Commissions already in the balance: paid when a referred member spends (decision 0136). */
  totalEarned: z.number(),
  totalPaid: z.number(),
  /** Referred members who are active (they bought a level or completed a deposit). */
  activeCount: z.number().int(),
});
export type Referrals = z.infer<typeof referralsSchema>;
