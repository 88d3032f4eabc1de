import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminListFilters, Deposit, HistoryQuery } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { createdBetween, pageOffset } from '../../lib/list-filters';

export type DepositRow = typeof deposits.$inferSelect;

const columns = {
  deposit: deposits,
  user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
};

export function toDeposit(row: { deposit: DepositRow; user: Deposit['user'] }): Deposit {
  const { deposit, user } = row;
  return {
    id: deposit.id,
    user,
    amount: centsToDollars(deposit.amountCents),
    paymentMethod: deposit.paymentMethod,
    transactionId: deposit.transactionId,
    receipt: deposit.receipt,
    status: deposit.status,
    createdAt: deposit.createdAt.toISOString(),
    updatedAt: deposit.updatedAt.toISOString(),
  };
}

/** Deposits are FAILED when rejected; members and admins may filter by either word. */
function statusFilter(status: HistoryQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  return eq(deposits.status, status === 'REJECTED' ? 'FAILED' : status);
}

export async function findDepositForUpdate(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), isNull(deposits.deletedAt)))
    .for('update');
  return row;
}

export async function depositWithUser(db: Executor, id: string): Promise<Deposit | undefined> {
  const [row] = await db
    .select(columns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  return row === undefined ? undefined : toDeposit(row);
}

export async function memberDepositHistory(db: Executor, userId: string, query: HistoryQuery) {
  const rows = await db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        isNull(deposits.deletedAt),
        query.paymentMethod === undefined ? undefined : eq(deposits.paymentMethod, query.paymentMethod),
        statusFilter(query.status),
        ...createdBetween(deposits.createdAt, query.startDate, query.endDate),
      ),
    )
    .orderBy(desc(deposits.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function adminDepositPage(db: Executor, query: AdminListFilters) {
  const search = query.search === undefined || query.search === '' ? undefined : `%${query.search}%`;
  const where = and(
    isNull(deposits.deletedAt),
    statusFilter(query.status),
    ...createdBetween(deposits.createdAt, query.startDate, query.endDate),
    search === undefined
      ? undefined
      : or(
          ilike(users.name, search),
          ilike(users.email, search),
          ilike(users.accountNumber, search),
          ilike(deposits.transactionId, search),
        ),
  );
  const rows = await db
    .select(columns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db
    .select({ value: count() })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where);
  return { items: rows.map(toDeposit), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
