import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountBalanceParts, accounts } from '../../db/schema';

export async function createWallet(db: Executor, userId: string): Promise<void> {
  await db.insert(accounts).values({ kind: 'WALLET', userId });
}

/** The member's wallet balance in cents (0 before the wallet exists). */
export async function walletBalanceCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.balance ?? 0;
}

/** Any account's balance in cents: a system account's row plus its balance parts (see postTransaction). */
export async function accountBalanceCents(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`(${accounts.balance} + coalesce((select sum(${accountBalanceParts.balance})
        from ${accountBalanceParts} where ${accountBalanceParts.accountId} = ${accounts.id}), 0))::text`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return Number(row?.balance ?? 0);
}
