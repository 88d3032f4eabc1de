import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminListFilters, HistoryQuery, Withdrawal } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { createdBetween, pageOffset } from '../../lib/list-filters';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const columns = {
  withdrawal: withdrawals,
  user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
};

function money(row: WithdrawalRow) {
  return {
    amount: centsToDollars(row.amountCents),
    fee: centsToDollars(row.feeCents),
    payout: centsToDollars(row.amountCents - row.feeCents),
  };
}

export function toWithdrawal({
  withdrawal,
  user,
}: {
  withdrawal: WithdrawalRow;
  user: Withdrawal['user'];
}): Withdrawal {
  return {
    id: withdrawal.id,
    user,
    ...money(withdrawal),
    paymentMethod: withdrawal.paymentMethod,
    bankName: withdrawal.bankName,
    accountHolderName: withdrawal.accountHolderName,
    accountNumber: withdrawal.accountNumber,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
    updatedAt: withdrawal.updatedAt.toISOString(),
  };
}

/** Withdrawals are REJECTED when refused; members and admins may filter by FAILED too. */
function statusFilter(status: HistoryQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  return eq(withdrawals.status, status === 'FAILED' ? 'REJECTED' : status);
}

export async function findWithdrawalForUpdate(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), isNull(withdrawals.deletedAt)))
    .for('update');
  return row;
}

export async function withdrawalWithUser(db: Executor, id: string): Promise<Withdrawal | undefined> {
  const [row] = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  return row === undefined ? undefined : toWithdrawal(row);
}

export async function memberWithdrawalHistory(db: Executor, userId: string, query: HistoryQuery) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        isNull(withdrawals.deletedAt),
        query.paymentMethod === undefined ? undefined : eq(withdrawals.paymentMethod, query.paymentMethod),
        statusFilter(query.status),
        ...createdBetween(withdrawals.createdAt, query.startDate, query.endDate),
      ),
    )
    .orderBy(desc(withdrawals.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    ...money(row),
    status: row.status,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function adminWithdrawalPage(db: Executor, query: AdminListFilters) {
  const search = query.search === undefined || query.search === '' ? undefined : `%${query.search}%`;
  const where = and(
    isNull(withdrawals.deletedAt),
    statusFilter(query.status),
    ...createdBetween(withdrawals.createdAt, query.startDate, query.endDate),
    search === undefined
      ? undefined
      : or(ilike(users.name, search), ilike(users.email, search), ilike(users.accountNumber, search)),
  );
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db
    .select({ value: count() })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where);
  return {
    items: rows.map(toWithdrawal),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
