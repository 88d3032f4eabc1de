import { estimatedTotal } from '../../lib/estimated-count';
import { and, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminListFilters, Deposit, HistoryPageQuery, HistoryQuery } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { keyset, keysetPage } from '../../lib/keyset';
import { membersMatching } from '../../lib/member-search';
import { cappedTotal, createdBetween, pageOffset, rowCounter } from '../../lib/list-filters';

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

const depositKeyset = keyset({ createdAt: deposits.createdAt, id: deposits.id, idType: 'uuid' });

/** One page of the member's own deposits (not deleted), newest first. */
export async function memberDepositHistory(db: Executor, userId: string, query: HistoryPageQuery) {
  const rows = await db
    .select({ deposit: deposits, position: depositKeyset.position })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        isNull(deposits.deletedAt),
        query.paymentMethod === undefined ? undefined : eq(deposits.paymentMethod, query.paymentMethod),
        statusFilter(query.status),
        ...createdBetween(deposits.createdAt, query.startDate, query.endDate),
        depositKeyset.after(query.cursor),
      ),
    )
    .orderBy(...depositKeyset.orderBy)
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.deposit.id,
    ({ deposit }) => ({
      id: deposit.id,
      amount: centsToDollars(deposit.amountCents),
      status: deposit.status,
      paymentMethod: deposit.paymentMethod,
      transactionId: deposit.transactionId,
      createdAt: deposit.createdAt.toISOString(),
    }),
  );
}

/**
 * One page of all deposits for the admin. The page's ids come first, from the (status,) created_at, id
 * index alone, so a deep page skips index entries rather than joined rows (a deferred join); a search
 * finds its members and transaction ids through their own indexes (one branch each, never an OR across
 * two tables, which would read every deposit); filtered totals stop counting at a cap.
 */
export async function adminDepositPage(db: Executor, query: AdminListFilters) {
  const search = query.search === undefined || query.search === '' ? undefined : `%${query.search}%`;
  const filters = [
    statusFilter(query.status),
    ...createdBetween(deposits.createdAt, query.startDate, query.endDate),
    search === undefined
      ? undefined
      : sql`${deposits.id} in (${db
          .select({ id: deposits.id })
          .from(deposits)
          .where(inArray(deposits.userId, membersMatching(db, search)))} union all ${db
          .select({ id: deposits.id })
          .from(deposits)
          .where(ilike(deposits.transactionId, search))})`,
  ];
  const where = and(isNull(deposits.deletedAt), ...filters);
  const order = [desc(deposits.createdAt), desc(deposits.id)];
  const pageIds = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const rows = await db
    .select(columns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(inArray(deposits.id, pageIds))
    .orderBy(...order);
  const countUpTo = rowCounter(db, deposits, where);
  const totals = filters.every((filter) => filter === undefined)
    ? { total: await estimatedTotal(db, 'deposits', () => countUpTo(Number.MAX_SAFE_INTEGER)) }
    : await cappedTotal(countUpTo, query.page, query.pageSize);
  return { items: rows.map(toDeposit), ...totals, page: query.page, pageSize: query.pageSize };
}
