import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

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
