import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { seedMember } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { walletBalanceCents } from './ledger.repository';
import { postTransaction, reconcile, systemAccountId, walletAccountId } from './ledger.service';

let ctx: TestContext;

/** The database's own error message behind Drizzle's "Failed query" wrapper. */
async function databaseError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  return 'no error';
}
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the ledger', () => {
  it('moves money in balanced transactions and keeps cached balances equal to the entries', async () => {
    const member = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 1234);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(1234);
    const entries = await ctx.app.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, await walletAccountId(ctx.app.db, member.id)));
    expect(entries).toEqual([{ amount: 1234 }]);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('refuses to take a wallet below zero, in code and in the database', async () => {
    const member = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 500);
    const wallet = await walletAccountId(ctx.app.db, member.id);
    const clearing = await systemAccountId(ctx.app.db, 'DEPOSITS_CLEARING');
    await expect(
      ctx.app.db.transaction(async (tx) =>
        postTransaction(tx, {
          kind: 'ADJUSTMENT',
          description: 'too much',
          referenceType: 'test',
          referenceId: 'x',
          entries: [
            { accountId: wallet, amount: -501 },
            { accountId: clearing, amount: 501 },
          ],
        }),
      ),
    ).rejects.toThrow('Insufficient balance.');
    expect(
      await databaseError(ctx.app.db.execute(sql`UPDATE accounts SET balance = -1 WHERE id = ${wallet}`)),
    ).toMatch(/accounts_wallet_not_negative/);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(500);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('refuses unbalanced postings, and the database refuses them at commit too', async () => {
    const clearing = await systemAccountId(ctx.app.db, 'DEPOSITS_CLEARING');
    const house = await systemAccountId(ctx.app.db, 'AVIATOR_HOUSE');
    await expect(
      ctx.app.db.transaction(async (tx) =>
        postTransaction(tx, {
          kind: 'ADJUSTMENT',
          description: 'unbalanced',
          referenceType: 'test',
          referenceId: 'x',
          entries: [
            { accountId: clearing, amount: -5 },
            { accountId: house, amount: 4 },
          ],
        }),
      ),
    ).rejects.toThrow('ledger entries must sum to zero');
    expect(
      await databaseError(
        ctx.app.db.transaction(async (tx) => {
          const [transaction] = await tx
            .insert(ledgerTransactions)
            .values({ kind: 'ADJUSTMENT', description: 'raw', referenceType: 'test', referenceId: 'x' })
            .returning();
          await tx
            .insert(ledgerEntries)
            .values({ transactionId: transaction?.id ?? '', accountId: clearing, amount: 7 });
        }),
      ),
    ).toMatch(/ledger transaction .* is unbalanced by 7/);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('is append-only', async () => {
    const member = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 100);
    for (const statement of [
      sql`UPDATE ledger_entries SET amount = amount * 2`,
      sql`DELETE FROM ledger_entries`,
      sql`DELETE FROM ledger_transactions`,
    ]) {
      expect(await databaseError(ctx.app.db.execute(statement))).toMatch(/the ledger is append-only/);
    }
    await expectLedgerReconciles(ctx.app.db);
  });

  it('reconciliation finds a cached balance that disagrees with its entries', async () => {
    const member = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 300);
    const wallet = await walletAccountId(ctx.app.db, member.id);
    await ctx.app.db.update(accounts).set({ balance: 301 }).where(eq(accounts.id, wallet));
    const report = await reconcile(ctx.app.db);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([{ accountId: wallet, kind: 'WALLET', stored: 301, computed: 300 }]);
    expect(report.total).toBe(1);
    await ctx.app.db.update(accounts).set({ balance: 300 }).where(eq(accounts.id, wallet));
    await expectLedgerReconciles(ctx.app.db);
  });
});
