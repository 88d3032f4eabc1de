import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LedgerFilters, LedgerTransactionKind } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { accounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';

const kindOf = (kind: string) => kind as LedgerTransactionKind;

export async function walletMovements(db: Executor, userId: string, limit: number) {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(accounts.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: kindOf(row.kind),
    description: row.description,
    amount: centsToDollars(row.amount),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function ledgerPage(db: Executor, query: LedgerFilters) {
  const search = query.search === undefined || query.search === '' ? undefined : query.search;
  const conditions: (SQL | undefined)[] = [
    query.kind === undefined ? undefined : eq(ledgerTransactions.kind, query.kind),
    search === undefined
      ? undefined
      : or(
          ilike(users.name, `%${search}%`),
          ilike(users.email, `%${search}%`),
          ilike(users.accountNumber, `%${search}%`),
          eq(ledgerTransactions.referenceId, search),
        ),
  ];
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        accountKind: accounts.kind,
        userId: users.id,
        userName: users.name,
        userAccountNumber: users.accountNumber,
        amount: ledgerEntries.amount,
        referenceType: ledgerTransactions.referenceType,
        referenceId: ledgerTransactions.referenceId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .leftJoin(users, eq(users.id, accounts.userId));
  const rows = await base()
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db
    .select({ value: count() })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(users, eq(users.id, accounts.userId))
    .where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      kind: kindOf(row.kind),
      description: row.description,
      accountKind: row.accountKind,
      user:
        row.userId === null || row.userName === null || row.userAccountNumber === null
          ? null
          : { id: row.userId, name: row.userName, accountNumber: row.userAccountNumber },
      amount: centsToDollars(row.amount),
      referenceType: row.referenceType,
      referenceId: row.referenceId,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
