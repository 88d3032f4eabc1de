import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { seedMember } from '../../../test/factories';
import { databaseError } from '../../../test/database';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { walletBalanceCents } from './ledger.repository';
import {
  AlreadyBookedError,
  postTransaction,
  reconcile,
  systemAccountId,
  walletAccountId,
} from './ledger.service';

let ctx: TestContext;

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
          await tx.insert(ledgerEntries).values({
            transactionId: transaction?.id ?? '',
            kind: 'ADJUSTMENT',
            accountId: clearing,
            amount: 7,
          });
        }),
      ),
    ).toMatch(/ledger transaction .* is unbalanced by 7/);
    // An entry carries its posting's kind: any other is refused by the database.
    expect(
      await databaseError(
        ctx.app.db.transaction(async (tx) => {
          const [transaction] = await tx
            .insert(ledgerTransactions)
            .values({ kind: 'ADJUSTMENT', description: 'raw', referenceType: 'test', referenceId: 'y' })
            .returning();
          const id = transaction?.id ?? '';
          await tx.insert(ledgerEntries).values([
            { transactionId: id, kind: 'DEPOSIT', accountId: clearing, amount: 7 },
            { transactionId: id, kind: 'DEPOSIT', accountId: clearing, amount: -7 },
          ]);
        }),
      ),
    ).toMatch(/ledger_entries_transaction_kind_fk/);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('is append-only, and cannot be truncated', async () => {
    const member = await seedMember(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 100);
    for (const statement of [
      sql`UPDATE ledger_entries SET amount = amount * 2`,
      sql`DELETE FROM ledger_entries`,
      sql`DELETE FROM ledger_transactions`,
    ]) {
      expect(await databaseError(ctx.app.db.execute(statement))).toMatch(/the ledger is append-only/);
    }
    // TRUNCATE locks every table it cascades to before its trigger refuses: a reconciliation the job
    // worker runs meanwhile (it reads the same tables in another order) would make it a deadlock instead.
    await ctx.app.jobs.stop();
    try {
      expect(await databaseError(ctx.app.db.execute(sql`TRUNCATE ledger_entries`))).toBe(
        'ledger_entries is append-only: TRUNCATE is not allowed',
      );
      expect(await databaseError(ctx.app.db.execute(sql`TRUNCATE ledger_transactions CASCADE`))).toMatch(
        /^ledger_(transactions|entries) is append-only: TRUNCATE is not allowed$/,
      );
      expect(await databaseError(ctx.app.db.execute(sql`TRUNCATE accounts CASCADE`))).toMatch(
        /is append-only: TRUNCATE is not allowed$/,
      );
    } finally {
      ctx.app.jobs.start();
    }
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(100);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('books one business event once: the database refuses a second posting of the same kind', async () => {
    const member = await seedMember(ctx.app.db);
    const event = { referenceType: 'test-event', referenceId: randomUUID() };
    const posting = async (tx: Executor) => ({
      kind: 'TRANSFER_REFUND' as const,
      description: 'once only',
      ...event,
      entries: [
        { accountId: await systemAccountId(tx, 'ADMIN_ADJUSTMENTS'), amount: -250 },
        { accountId: await walletAccountId(tx, member.id), amount: 250 },
      ],
    });
    await ctx.app.db.transaction(async (tx) => postTransaction(tx, await posting(tx)));

    // Straight into the table, past the service and any row lock: the unique index refuses it.
    expect(
      await databaseError(
        ctx.app.db.execute(
          sql`INSERT INTO ledger_transactions (kind, reference_type, reference_id, description)
              VALUES ('TRANSFER_REFUND', ${event.referenceType}, ${event.referenceId}, 'again')`,
        ),
      ),
    ).toMatch(/ledger_transactions_reference_unique/);
    // Through the service it is a 409 in the one error shape, and nothing moved.
    const again = ctx.app.db.transaction(async (tx) => postTransaction(tx, await posting(tx)));
    await expect(again).rejects.toBeInstanceOf(AlreadyBookedError);
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      message: 'This has already been booked and cannot be booked twice.',
    });
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(250);

    // Another kind for the same event is another posting (a refund after a payment, say).
    await ctx.app.db.transaction(async (tx) =>
      postTransaction(tx, { ...(await posting(tx)), kind: 'TRANSFER_COMPLETED' }),
    );
    // Admin adjustments may repeat for one reference.
    await fundWallet(ctx.app.db, member.id, 1);
    await fundWallet(ctx.app.db, member.id, 1);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(502);
    const references = await ctx.app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, event.referenceId));
    expect(references.map((row) => row.kind).sort()).toEqual(['TRANSFER_COMPLETED', 'TRANSFER_REFUND']);
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
