import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberDebts } from '../../db/schema';

export async function insertMemberDebt(
  tx: Executor,
  debt: {
    userId: string;
    referenceType: string;
    referenceId: string;
    amountCents: number;
    outstandingCents: number;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(memberDebts).values(debt);
}

/** The member's open debts, oldest first, their rows locked FOR UPDATE until the transaction ends. */
export async function lockOpenDebts(
  tx: Executor,
  userId: string,
): Promise<{ id: string; outstanding: number }[]> {
  return tx
    .select({ id: memberDebts.id, outstanding: memberDebts.outstandingCents })
    .from(memberDebts)
    .where(and(eq(memberDebts.userId, userId), gt(memberDebts.outstandingCents, 0)))
    .orderBy(asc(memberDebts.createdAt), asc(memberDebts.id))
    .for('update');
}

/** Takes `settled` cents off a debt; `settledAt` is when it is paid off in full (null while it is not). */
export async function reduceDebt(
  tx: Executor,
  debtId: string,
  settled: number,
  settledAt: Date | null,
): Promise<void> {
  await tx
    .update(memberDebts)
    .set({
      outstandingCents: sql`${memberDebts.outstandingCents} - ${settled}`,
      settledAt,
    })
    .where(eq(memberDebts.id, debtId));
}

/** What the member still owes, in cents. */
export async function outstandingDebtCents(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ owed: sql<string>`coalesce(sum(${memberDebts.outstandingCents}), 0)::text` })
    .from(memberDebts)
    .where(and(eq(memberDebts.userId, userId), gt(memberDebts.outstandingCents, 0)));
  return Number(row?.owed ?? 0);
}

/**
 * Whether the member has an open debt, as SQL a statement that pays a reward can answer alongside, so a
 * reward to a member who owes nothing (nearly every one) costs no further query.
 */
export function owesSql(userId: unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${memberDebts} where ${memberDebts.userId} = ${userId}::uuid and ${memberDebts.outstandingCents} > 0)`;
}
