import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * The member's wallet as a scalar subquery, so the entries are read in their (account_id, created_at, id)
 * index order and a page stops after its rows. Joined to accounts instead, the planner cannot know that
 * the joined rows come out in that order, reads every entry the member ever had, joins each to its
 * posting and sorts them all to keep one page: a cost that grows with the member's history.
 */
export function memberWallet(userId: string | Placeholder | SQL): SQL {
  return sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId})`;
}
