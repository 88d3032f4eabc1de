import { randomUUID } from 'node:crypto';
import { centsToDollars, formatCents, type Referrals } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { payReward } from '../earnings/earnings.service';
import { recordCheat, stronglyLinked, stronglyLinkedAmong } from '../fraud/fraud.service';
import { notifyMember } from '../notifications/notifications.service';
import { rewardRules } from '../reward-settings/reward-settings.service';
import {
  accountNumberOf,
  approvedCommissionsByReferred,
  commissionPaidFor,
  insertCommission,
  memberWithReferrer,
  referredMembers,
} from './referrals.repository';

/** "Ayesha Malik" → "Ay**** Ma***": enough for a referrer to recognise a friend, not to identify a stranger. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const letters = Array.from(word);
      const shown = letters.slice(0, letters.length > 3 ? 2 : 1);
      return shown.join('') + '*'.repeat(Math.max(1, letters.length - shown.length));
    })
    .join(' ');
}

/** The commission on a base amount at basis points, rounded down to the cent. */
export function commissionCents(baseCents: number, basisPoints: number): number {
  return Math.floor((baseCents * basisPoints) / 10_000);
}

export interface ReferralEvent {
  /** The referred member who spent (bought or upgraded a level). */
  memberId: string;
  baseCents: number;
  /** The event, such as ('level_purchase', purchase id): it pays at most once. */
  referenceType: string;
  referenceId: string;
  /** The server clock's now. */
  now: Date;
}

/**
 * Pays the referrer of `memberId` the referral percentage of `baseCents`, inside the caller's
 * transaction, as a REFERRALS earning through the referral expense account. Nothing happens when the
 * member has no referrer, the commission rounds to zero, or this event already paid one. When the two
 * share a device or a payout account nothing is paid and a LINKED_REFERRAL is logged against the
 * referrer. Answers the commission in cents (0 when none was paid).
 */
export async function payReferralCommission(tx: Executor, event: ReferralEvent): Promise<number> {
  const member = await memberWithReferrer(tx, event.memberId);
  const referrerId = member?.referredById ?? null;
  if (member === undefined || referrerId === null || referrerId === event.memberId) return 0;
  if (await commissionPaidFor(tx, event.referenceType, event.referenceId)) return 0;
  const rules = await rewardRules(tx);
  const amountCents = commissionCents(event.baseCents, rules.referralBasisPoints);
  if (amountCents < 1) return 0;
  if (await stronglyLinked(tx, referrerId, event.memberId)) {
    await recordCheat(tx, {
      userId: referrerId,
      kind: 'LINKED_REFERRAL',
      detail: `Commission of ${formatCents(amountCents)} refused: ${member.accountNumber} is linked to this account (${event.referenceType.replaceAll('_', ' ')} ${event.referenceId}, ${formatCents(event.baseCents)}).`,
      now: event.now,
    });
    return 0;
  }
  const id = randomUUID();
  const percent = `${String(rules.referralBasisPoints / 100)}%`;
  const { earningId } = await payReward(tx, {
    userId: referrerId,
    source: 'REFERRALS',
    amountCents,
    description: `Referral commission: ${percent} of ${maskName(member.name)}'s level purchase of ${formatCents(event.baseCents)}`,
    referenceType: 'referral_commission',
    referenceId: id,
    now: event.now,
  });
  await insertCommission(tx, {
    id,
    referrerId,
    referredId: event.memberId,
    baseCents: event.baseCents,
    amountCents,
    basisPoints: rules.referralBasisPoints,
    referenceType: event.referenceType,
    referenceId: event.referenceId,
    earningId,
    createdAt: event.now,
  });
  await notifyMember(tx, {
    userId: referrerId,
    notice: {
      key: 'referralCommission',
      params: { amountCents, basisPoints: rules.referralBasisPoints, member: maskName(member.name) },
    },
  });
  return amountCents;
}

export function createReferralsService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  return {
    /** GET /referrals: the member's code and link, the people they referred and what each earned them. */
    async overview(userId: string): Promise<Referrals> {
      const accountNumber = await accountNumberOf(db, userId);
      if (accountNumber === undefined) throw new NotFoundError('Member not found.');
      const rules = await rewardRules(db);
      const referred = await referredMembers(db, userId);
      const linked = await stronglyLinkedAmong(
        db,
        userId,
        referred.map((row) => row.id),
      );
      const earned = await approvedCommissionsByReferred(db, userId);
      const earnedBy = new Map(earned.map((row) => [row.referredId, Number(row.cents)]));
      const paidCents = earned.reduce((sum, row) => sum + Number(row.cents), 0);
      return {
        code: accountNumber,
        link: `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(accountNumber)}`,
        referralPercent: rules.referralBasisPoints / 100,
        referred: referred.map((row) => ({
          id: row.id,
          maskedName: maskName(row.name),
          joinedAt: row.createdAt.toISOString(),
          status: row.status,
          earned: centsToDollars(earnedBy.get(row.id) ?? 0),
          eligible: !linked.has(row.id),
        })),
        totalEarned: centsToDollars(paidCents),
        totalPaid: centsToDollars(paidCents),
        activeCount: referred.filter((row) => row.status === 'ACTIVE').length,
      };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
