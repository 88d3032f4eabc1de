import { z } from 'zod';

/** One member who signed up with the caller's code: the name masked, and what they earned the caller. */
export const referredMemberSchema = z.object({
  id: z.uuid(),
  maskedName: z.string(),
  joinedAt: z.string(),
  status: z.enum(['PENDING', 'ACTIVE', 'SUSPENDED']),
  earned: z.number(),
});
export type ReferredMember = z.infer<typeof referredMemberSchema>;

/** GET /referrals (member). */
export const referralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  referralPercent: z.number(),
  referred: z.array(referredMemberSchema),
  /** Commissions already in the balance. */
  totalEarned: z.number(),
  totalPaid: z.number(),
  /** What the referred members' pending deposits will earn the caller once completed (at today's rate). */
  totalPending: z.number(),
});
export type Referrals = z.infer<typeof referralsSchema>;
