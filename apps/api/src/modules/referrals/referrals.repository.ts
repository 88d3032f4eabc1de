import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { earnings, referralCommissions, users } from '../../db/schema';

export type ReferralCommissionValues = typeof referralCommissions.$inferInsert;

/** The member's name, account number and who referred them, or undefined when there is no such member. */
export async function memberWithReferrer(
  db: Executor,
  memberId: string,
): Promise<{ name: string; accountNumber: string; referredById: string | null } | undefined> {
  const [member] = await db
    .select({ name: users.name, accountNumber: users.accountNumber, referredById: users.referredById })
    .from(users)
    .where(eq(users.id, memberId));
  return member;
}

/** Whether the event (such as ('level_purchase', purchase id)) already paid a commission. */
export async function commissionPaidFor(
  db: Executor,
  referenceType: string,
  referenceId: string,
): Promise<boolean> {
  const [already] = await db
    .select({ id: referralCommissions.id })
    .from(referralCommissions)
    .where(
      and(
        eq(referralCommissions.referenceType, referenceType),
        eq(referralCommissions.referenceId, referenceId),
      ),
    );
  return already !== undefined;
}

export async function insertCommission(tx: Executor, values: ReferralCommissionValues): Promise<void> {
  await tx.insert(referralCommissions).values(values);
}

/** The member's account number, their referral code; undefined when there is no such member. */
export async function accountNumberOf(db: Executor, userId: string): Promise<string | undefined> {
  const [me] = await db
    .select({ accountNumber: users.accountNumber })
    .from(users)
    .where(eq(users.id, userId));
  return me?.accountNumber;
}

/** The members `userId` referred, first joined first. */
export async function referredMembers(db: Executor, userId: string) {
  return db
    .select({ id: users.id, name: users.name, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredById, userId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** The commissions `userId` was paid (approved earnings), summed per referred member, in cents as text. */
export async function approvedCommissionsByReferred(db: Executor, userId: string) {
  return db
    .select({
      referredId: referralCommissions.referredId,
      cents: sql<string>`sum(${referralCommissions.amountCents})`,
    })
    .from(referralCommissions)
    .innerJoin(earnings, eq(earnings.id, referralCommissions.earningId))
    .where(and(eq(referralCommissions.referrerId, userId), eq(earnings.status, 'APPROVED')))
    .groupBy(referralCommissions.referredId);
}
