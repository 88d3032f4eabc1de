import { and, asc, eq, sql } from 'drizzle-orm';
import type { LedgerTransactionKind } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { errorCodes } from '@earnflow/contracts';

export type SystemAccountKind = Exclude<(typeof accounts.$inferSelect)['kind'], 'WALLET'>;

export class InsufficientBalanceError extends AppError {
  constructor() {
    super(400, errorCodes.validation, 'Insufficient balance.');
  }
}

// System account ids never change once migrated; remembered per database.
const systemAccountCache = new WeakMap<object, Map<SystemAccountKind, string>>();

export async function systemAccountId(db: Executor, kind: SystemAccountKind): Promise<string> {
  let cache = systemAccountCache.get(db);
  const cached = cache?.get(kind);
  if (cached !== undefined) return cached;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, kind));
  if (row === undefined) throw new Error(`system account ${kind} is missing`);
  if (cache === undefined) {
    cache = new Map();
    systemAccountCache.set(db, cache);
  }
  cache.set(kind, row.id);
  return row.id;
}

export async function walletAccountId(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  if (row === undefined) throw new Error(`member ${userId} has no wallet`);
  return row.id;
}

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  description: string;
  referenceType: string;
  referenceId: string;
  adminId?: string | null;
  /** Signed cents per account; they must sum to zero. Zero amounts are left out. */
  entries: { accountId: string; amount: number }[];
}

/**
 * Writes one balanced ledger transaction and moves the cached balances, inside the caller's database
 * transaction. Accounts are updated in a fixed order (by id) so concurrent postings cannot deadlock on
 * each other; a wallet that would go below zero throws InsufficientBalanceError.
 */
export async function postTransaction(tx: Executor, posting: LedgerPosting): Promise<string> {
  const entries = posting.entries.filter((entry) => entry.amount !== 0);
  if (entries.some((entry) => !Number.isSafeInteger(entry.amount)))
    throw new Error('ledger amounts are integer cents');
  if (entries.reduce((sum, entry) => sum + entry.amount, 0) !== 0)
    throw new Error('ledger entries must sum to zero');
  if (entries.length < 2) throw new Error('a ledger transaction has at least two entries');

  const byAccount = new Map<string, number>();
  for (const entry of entries)
    byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0) + entry.amount);
  for (const accountId of [...byAccount.keys()].sort()) {
    const delta = byAccount.get(accountId) ?? 0;
    if (delta === 0) continue;
    const updated = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(accounts.id, accountId),
          sql`(${accounts.kind} <> 'WALLET' OR ${accounts.balance} + ${delta} >= 0)`,
        ),
      )
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new InsufficientBalanceError();
  }

  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      description: posting.description,
      referenceType: posting.referenceType,
      referenceId: posting.referenceId,
      adminId: posting.adminId ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  if (transaction === undefined) throw new Error('ledger transaction insert returned nothing');
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: transaction.id,
      accountId: entry.accountId,
      amount: entry.amount,
    })),
  );
  return transaction.id;
}

export interface ReconciliationReport {
  ok: boolean;
  accounts: number;
  total: number;
  mismatches: { accountId: string; kind: string; stored: number; computed: number }[];
  unbalancedTransactions: string[];
}

/** Every stored balance equals the sum of its entries, every transaction sums to zero, and so does everything. */
export async function reconcile(db: Database): Promise<ReconciliationReport> {
  const rows = await db
    .select({
      accountId: accounts.id,
      kind: accounts.kind,
      stored: accounts.balance,
      computed: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.id));
  const mismatches = rows
    .map((row) => ({
      accountId: row.accountId,
      kind: row.kind,
      stored: row.stored,
      computed: Number(row.computed),
    }))
    .filter((row) => row.stored !== row.computed);
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const total = rows.reduce((sum, row) => sum + row.stored, 0);
  return {
    ok: mismatches.length === 0 && unbalanced.length === 0 && total === 0,
    accounts: rows.length,
    total,
    mismatches,
    unbalancedTransactions: unbalanced.map((row) => row.id),
  };
}
