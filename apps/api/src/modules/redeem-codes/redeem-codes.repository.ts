import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { redeemCodes, redeemCodeUses } from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

/** What an admin sets of a code when creating it. */
export type NewRedeemCode = Pick<
  typeof redeemCodes.$inferInsert,
  'code' | 'amountCents' | 'maxUses' | 'expiresAt' | 'isActive'
>;

/** What an admin may change of a code. */
export type RedeemCodeChanges = Partial<Pick<RedeemCodeRow, 'maxUses' | 'expiresAt' | 'isActive'>>;

/** One page of codes, newest first, and how many codes there are. */
export async function redeemCodePage(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<{ rows: RedeemCodeRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(redeemCodes)
      .orderBy(desc(redeemCodes.createdAt), desc(redeemCodes.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ total: count() }).from(redeemCodes),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Inserts a code; a code already taken fails on the unique index (run it in a savepoint to catch that). */
export async function insertRedeemCode(db: Executor, values: NewRedeemCode): Promise<RedeemCodeRow[]> {
  return db.insert(redeemCodes).values(values).returning();
}

/** The code, locked until the caller's transaction ends. */
export async function lockRedeemCode(tx: Executor, id: string): Promise<RedeemCodeRow | undefined> {
  const [row] = await tx.select().from(redeemCodes).where(eq(redeemCodes.id, id)).for('update');
  return row;
}

export async function updateRedeemCode(
  tx: Executor,
  id: string,
  changes: RedeemCodeChanges,
): Promise<RedeemCodeRow | undefined> {
  const [row] = await tx
    .update(redeemCodes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(redeemCodes.id, id))
    .returning();
  return row;
}

export async function findRedeemCodeByCode(db: Executor, code: string): Promise<RedeemCodeRow | undefined> {
  const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.code, code));
  return row;
}

/**
 * Records a member's use of a code; a second use by the same member fails on the unique index (run it
 * in a savepoint to catch that).
 */
export async function insertRedeemCodeUse(
  db: Executor,
  values: { codeId: string; userId: string; amountCents: number; createdAt: Date },
): Promise<{ id: string }[]> {
  return db.insert(redeemCodeUses).values(values).returning({ id: redeemCodeUses.id });
}

/**
 * Takes one use of the code if it is still active, not used up and not expired at `now`, in one
 * conditional update, so concurrent members never take more uses than the code has. Answers whether it did.
 */
export async function takeRedeemCodeUse(tx: Executor, id: string, now: Date): Promise<boolean> {
  const taken = await tx
    .update(redeemCodes)
    .set({ usesCount: sql`${redeemCodes.usesCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(redeemCodes.id, id),
        eq(redeemCodes.isActive, true),
        sql`${redeemCodes.usesCount} < ${redeemCodes.maxUses}`,
        or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, now)),
      ),
    )
    .returning({ id: redeemCodes.id });
  return taken.length > 0;
}
