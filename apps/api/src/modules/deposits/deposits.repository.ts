import { estimatedTotal } from '../../lib/estimated-count';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminListFilters, Deposit, HistoryPageQuery, HistoryQuery } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { keyset, keysetPage } from '../../lib/keyset';
import { removedOf } from '../../lib/removed-rows';
import { containsPattern, membersMatching } from '../../lib/member-search';
import {
  ESTIMATE_BEYOND_CAP,
  cappedTotal,
  countCap,
  createdBetween,
  pageOffset,
  plannedRows,
  rowCounter,
  searchText,
} from '../../lib/list-filters';

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
    paidTo:
      deposit.paidToNumber === null
        ? null
        : { accountTitle: deposit.paidToTitle ?? '', accountNumber: deposit.paidToNumber },
    status: deposit.status,
    createdAt: deposit.createdAt.toISOString(),
    updatedAt: deposit.updatedAt.toISOString(),
  };
}

/** Deposits are FAILED when rejected; members and admins may filter by either word. */
function statusFilter(status: AdminListFilters['status']): SQL | undefined {
  if (status === undefined) return undefined;
  return eq(deposits.status, status === 'REJECTED' ? 'FAILED' : status);
}

/**
 * The member's status filter: a status lists the deposits still standing in it, REMOVED those an admin
 * deleted (which the member reads as removed whatever their status).
 */
function memberStatusFilter(status: HistoryQuery['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'REMOVED') return isNotNull(deposits.deletedAt);
  return and(isNull(deposits.deletedAt), statusFilter(status));
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

/** One page of the member's own deposits, newest first, those an admin deleted among them as removed. */
export async function memberDepositHistory(db: Executor, userId: string, query: HistoryPageQuery) {
  const rows = await db
    .select({ deposit: deposits, position: depositKeyset.position })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        query.paymentMethod === undefined ? undefined : eq(deposits.paymentMethod, query.paymentMethod),
        memberStatusFilter(query.status),
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
      removed: removedOf(deposit),
    }),
  );
}

/**
 * One page of all deposits for the admin. Without a search, the page's ids come first, from the
 * (status,) created_at, id index alone, so a deep page skips index entries rather than joined rows (a
 * deferred join), and filtered totals stop counting at a cap. A search is `searchedDepositPage`.
 */
export async function adminDepositPage(db: Executor, query: AdminListFilters) {
  const search = searchText(query.search);
  const listed = [
    isNull(deposits.deletedAt),
    statusFilter(query.status),
    ...createdBetween(deposits.createdAt, query.startDate, query.endDate),
  ];
  if (search !== undefined) return searchedDepositPage(db, query, listed, search);
  const where = and(...listed);
  const order = [desc(deposits.createdAt), desc(deposits.id)];
  const pageIds = db
    .select({ id: deposits.id })
    .from(deposits)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const rows = await depositRows(db, inArray(deposits.id, pageIds));
  const countUpTo = rowCounter(db, deposits, where);
  const totals = listed.slice(1).every((filter) => filter === undefined)
    ? { total: await estimatedTotal(db, 'deposits', () => countUpTo(Number.MAX_SAFE_INTEGER)) }
    : await cappedTotal(countUpTo, query.page, query.pageSize, { pageRows: rows.length });
  return { items: rows.map(toDeposit), ...totals, page: query.page, pageSize: query.pageSize };
}

/** The deposits (with their members) a condition on their ids selects, newest first. */
function depositRows(db: Executor, ids: SQL) {
  return db
    .select(columns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(ids)
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
}

/**
 * A search matches the deposits of the members it names (membersMatching) or a transaction id with the
 * text in it: one branch each through its own indexes, never an OR across two tables (which would read
 * every deposit). Each branch keeps its newest rows in list order, up to the count's cap (or only up to
 * the page, when the planner expects far more transaction ids to match than the cap; the total is then
 * "cap+"), and one statement cuts the page from
 * their union and counts it: a fragment that thousands of transaction ids share reads their rows once,
 * for the page and its total, instead of once more by id and again for the count.
 */
async function searchedDepositPage(
  db: Executor,
  query: AdminListFilters,
  listed: (SQL | undefined)[],
  search: string,
) {
  const byMember = inArray(deposits.userId, membersMatching(db, search));
  const byTransaction = ilike(deposits.transactionId, containsPattern(search));
  const offset = pageOffset(query.page, query.pageSize);
  const cap = countCap(query.page, query.pageSize);
  const matching = sql`${deposits.id} in (${db.select({ id: deposits.id }).from(deposits).where(byMember)} union all ${db
    .select({ id: deposits.id })
    .from(deposits)
    .where(byTransaction)})`;
  // A short fragment can match most transaction ids: then each branch stops at the page, walking the
  // list's index (the planner's estimate of that branch alone is cheap to plan). A member branch costs
  // finding the members, however far it reads.
  const estimate = await plannedRows(db, deposits, and(...listed, byTransaction))();
  const beyondCap = estimate > ESTIMATE_BEYOND_CAP * cap;
  const branch = (match: SQL) =>
    db
      .select({ id: deposits.id, createdAt: deposits.createdAt })
      .from(deposits)
      .where(and(...listed, match))
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(beyondCap ? offset + query.pageSize : cap + 1);
  const page = z.object({ rows: z.array(z.object({ id: z.string(), matched: z.coerce.number() })) }).parse(
    await db.execute(sql`
        select id, count(*) over () as matched
        from ((${branch(byMember)}) union (${branch(byTransaction)})) as found
        order by created_at desc, id desc limit ${query.pageSize} offset ${offset}`),
  ).rows;
  const rows =
    page.length === 0
      ? []
      : await depositRows(
          db,
          inArray(
            deposits.id,
            page.map((row) => row.id),
          ),
        );
  // The union's size counts the matches up to the cap when the branches were not cut at the page; past
  // the end of the list (no rows) they are counted as any filtered list does.
  const matched = page[0]?.matched;
  const countUpTo = rowCounter(db, deposits, and(...listed, matching));
  const totals = await cappedTotal(
    (limit) => (matched === undefined ? countUpTo(limit) : Promise.resolve(Math.min(matched, limit))),
    query.page,
    query.pageSize,
    { pageRows: page.length, estimate: () => Promise.resolve(estimate) },
  );
  return { items: rows.map(toDeposit), ...totals, page: query.page, pageSize: query.pageSize };
}
