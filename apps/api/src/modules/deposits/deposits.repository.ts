import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminListFilters, Deposit, DepositHistoryItem, HistoryPageQuery } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { removedOf } from '../../lib/removed-rows';
import { containsPattern } from '../../lib/member-search';
import {
  ESTIMATE_BEYOND_CAP,
  cappedTotal,
  countCap,
  pageOffset,
  plannedRows,
  rowCounter,
  searchText,
} from '../../lib/list-filters';
import { paymentRecords, type PaymentUser } from '../payments/payments.service';

export type DepositRow = typeof deposits.$inferSelect;

function toDeposit(row: { record: DepositRow; user: PaymentUser }): Deposit {
  const { record: deposit, user } = row;
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

/** The queries deposits share with withdrawals; deposits are FAILED when rejected. */
export const depositRecords = paymentRecords({
  table: deposits,
  tableName: 'deposits',
  rejectedStatus: 'FAILED',
  toItem: toDeposit,
  toHistoryItem: (deposit): DepositHistoryItem => ({
    id: deposit.id,
    amount: centsToDollars(deposit.amountCents),
    status: deposit.status,
    paymentMethod: deposit.paymentMethod,
    transactionId: deposit.transactionId,
    createdAt: deposit.createdAt.toISOString(),
    removed: removedOf(deposit),
  }),
});

export const depositWithUser = depositRecords.withUser;

/** One page of the member's own deposits, newest first, those an admin deleted among them as removed. */
export function memberDepositHistory(db: Executor, userId: string, query: HistoryPageQuery) {
  return depositRecords.memberHistory(db, userId, query);
}

/**
 * Records a deposit in a savepoint, so a duplicate (a unique violation, which the caller answers with a
 * 409) leaves the surrounding transaction usable.
 */
export async function insertDeposit(
  tx: Executor,
  values: Omit<typeof deposits.$inferInsert, 'id'>,
): Promise<string | undefined> {
  const inserted = await tx.transaction(async (savepoint) =>
    savepoint.insert(deposits).values(values).returning({ id: deposits.id }),
  );
  return inserted[0]?.id;
}

/** The first completed deposit makes a new member active. */
export async function activatePendingMember(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'PENDING')));
}

/**
 * One page of all deposits for the admin. Without a search, the page's ids come first, from the
 * (status,) created_at, id index alone, so a deep page skips index entries rather than joined rows (a
 * deferred join), and filtered totals stop counting at a cap. A search is `searchedDepositPage`.
 */
export async function adminDepositPage(db: Executor, query: AdminListFilters) {
  const search = searchText(query.search);
  if (search !== undefined) return searchedDepositPage(db, query, depositRecords.listed(query), search);
  return depositRecords.adminPage(db, query);
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
  const byMember = depositRecords.byMember(db, search);
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
  const items =
    page.length === 0
      ? []
      : await depositRecords.itemsWhere(
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
  return { items, ...totals, page: query.page, pageSize: query.pageSize };
}
