import { estimatedTotal } from '../../lib/estimated-count';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminListFilters, HistoryPageQuery, HistoryQuery, Withdrawal } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { keyset, keysetPage } from '../../lib/keyset';
import { removedOf } from '../../lib/removed-rows';
import {
  cappedTotal,
  createdBetween,
  pageOffset,
  plannedRows,
  rowCounter,
  searchText,
} from '../../lib/list-filters';
import { membersMatching } from '../../lib/member-search';

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
function statusFilter(status: AdminListFilters['status']): SQL | undefined {
  if (status === undefined) return undefined;
  return eq(withdrawals.status, status === 'FAILED' ? 'REJECTED' : status);
}

/**
 * The member's status filter: a status lists the withdrawals still standing in it, REMOVED those an
 * admin deleted (which the member reads as removed whatever their status).
 */
function memberStatusFilter(status: HistoryQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'REMOVED') return isNotNull(withdrawals.deletedAt);
  return and(isNull(withdrawals.deletedAt), statusFilter(status));
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

const withdrawalKeyset = keyset({ createdAt: withdrawals.createdAt, id: withdrawals.id, idType: 'uuid' });

/** One page of the member's own withdrawals, newest first, those an admin deleted among them as removed. */
export async function memberWithdrawalHistory(db: Executor, userId: string, query: HistoryPageQuery) {
  const rows = await db
    .select({ withdrawal: withdrawals, position: withdrawalKeyset.position })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        query.paymentMethod === undefined ? undefined : eq(withdrawals.paymentMethod, query.paymentMethod),
        memberStatusFilter(query.status),
        ...createdBetween(withdrawals.createdAt, query.startDate, query.endDate),
        withdrawalKeyset.after(query.cursor),
      ),
    )
    .orderBy(...withdrawalKeyset.orderBy)
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.withdrawal.id,
    ({ withdrawal }) => ({
      id: withdrawal.id,
      ...money(withdrawal),
      status: withdrawal.status,
      paymentMethod: withdrawal.paymentMethod,
      createdAt: withdrawal.createdAt.toISOString(),
      removed: removedOf(withdrawal),
    }),
  );
}

/**
 * One page of all withdrawals for the admin: the page's ids from the (status,) created_at, id index
 * first (a deferred join, so a deep page skips index entries only), the searched members through their
 * own indexes, and filtered totals that stop counting at a cap.
 */
export async function adminWithdrawalPage(db: Executor, query: AdminListFilters) {
  const search = searchText(query.search);
  const filters = [
    statusFilter(query.status),
    ...createdBetween(withdrawals.createdAt, query.startDate, query.endDate),
    search === undefined ? undefined : inArray(withdrawals.userId, membersMatching(db, search)),
  ];
  const where = and(isNull(withdrawals.deletedAt), ...filters);
  const order = [desc(withdrawals.createdAt), desc(withdrawals.id)];
  const pageIds = db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const rows = await db
    .select(columns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(inArray(withdrawals.id, pageIds))
    .orderBy(...order);
  const countUpTo = rowCounter(db, withdrawals, where);
  const totals = filters.every((filter) => filter === undefined)
    ? { total: await estimatedTotal(db, 'withdrawals', () => countUpTo(Number.MAX_SAFE_INTEGER)) }
    : await cappedTotal(countUpTo, query.page, query.pageSize, {
        pageRows: rows.length,
        ...(search === undefined ? {} : { estimate: plannedRows(db, withdrawals, where) }),
      });
  return {
    items: rows.map(toWithdrawal),
    ...totals,
    page: query.page,
    pageSize: query.pageSize,
  };
}
