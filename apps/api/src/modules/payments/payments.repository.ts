import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminListFilters, Deposit, HistoryPageQuery, HistoryQuery } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { deposits, users, withdrawals } from '../../db/schema';
import { estimatedTotal } from '../../lib/estimated-count';
import { keyset, keysetPage } from '../../lib/keyset';
import { cappedTotal, createdBetween, pageOffset, plannedRows, rowCounter } from '../../lib/list-filters';
import { membersMatching } from '../../lib/member-search';
import { removalValues } from '../../lib/removed-rows';

/** The tables of a member's payments: deposits and withdrawals, alike but for their money columns. */
export type PaymentTable = typeof deposits | typeof withdrawals;
type PaymentRowOf<Table extends PaymentTable> = Table['$inferSelect'];
type PaymentStatusOf<Table extends PaymentTable> = PaymentRowOf<Table>['status'];
/** The member beside each payment in the admin's answers. */
export type PaymentUser = Deposit['user'];

/** What tells one payment table from the other to the queries they share. */
export interface PaymentKind<Table extends PaymentTable, Item, HistoryItem> {
  table: Table;
  /** The table's name, under which `estimatedTotal` reads its row estimate. */
  tableName: 'deposits' | 'withdrawals';
  /** What the table calls a refused payment: deposits FAILED, withdrawals REJECTED (spec §4, contracts). */
  rejectedStatus: PaymentStatusOf<Table>;
  /** A payment with its member, as the admin and the member's answers give it. */
  toItem(row: { record: PaymentRowOf<Table>; user: PaymentUser }): Item;
  /** A row of the member's own history. */
  toHistoryItem(record: PaymentRowOf<Table>): HistoryItem;
}

/**
 * The queries deposits and withdrawals share, for one of the two tables: the row to decide (locked), a
 * payment with its member, the member's history, the admin's page, and the decision and removal writes.
 */
export function paymentRecords<Table extends PaymentTable, Item, HistoryItem>(
  kind: PaymentKind<Table, Item, HistoryItem>,
) {
  type Row = PaymentRowOf<Table>;
  type Status = PaymentStatusOf<Table>;
  // Both tables have these columns alike; read through one of them, the queries type-check once.
  const table = kind.table as typeof deposits;
  const columns = {
    record: table,
    user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
  };
  const toItem = (row: { record: unknown; user: PaymentUser }) =>
    kind.toItem(row as { record: Row; user: PaymentUser });
  const paymentKeyset = keyset({ createdAt: table.createdAt, id: table.id, idType: 'uuid' });

  /** A refused payment is one state, which members and admins may filter by either name. */
  function statusFilter(status: AdminListFilters['status']): SQL | undefined {
    if (status === undefined) return undefined;
    return eq(kind.table.status, status === 'REJECTED' || status === 'FAILED' ? kind.rejectedStatus : status);
  }

  /**
   * The member's status filter: a status lists the payments still standing in it, REMOVED those an admin
   * deleted (which the member reads as removed whatever their status).
   */
  function memberStatusFilter(status: HistoryQuery['status']): SQL | undefined {
    if (status === undefined) return undefined;
    if (status === 'REMOVED') return isNotNull(table.deletedAt);
    return and(isNull(table.deletedAt), statusFilter(status));
  }

  async function findForUpdate(tx: Executor, id: string): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), isNull(table.deletedAt)))
      .for('update');
    return row;
  }

  async function withUser(db: Executor, id: string): Promise<Item | undefined> {
    const [row] = await db
      .select(columns)
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, id));
    return row === undefined ? undefined : toItem(row);
  }

  /** The payments (with their members) a condition on their ids selects, newest first. */
  async function itemsWhere(db: Executor, ids: SQL): Promise<Item[]> {
    const rows = await db
      .select(columns)
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(ids)
      .orderBy(desc(table.createdAt), desc(table.id));
    return rows.map(toItem);
  }

  /** One page of the member's own payments, newest first, those an admin deleted among them as removed. */
  async function memberHistory(db: Executor, userId: string, query: HistoryPageQuery) {
    const rows = await db
      .select({ record: table, position: paymentKeyset.position })
      .from(table)
      .where(
        and(
          eq(table.userId, userId),
          query.paymentMethod === undefined ? undefined : eq(table.paymentMethod, query.paymentMethod),
          memberStatusFilter(query.status),
          ...createdBetween(table.createdAt, query.startDate, query.endDate),
          paymentKeyset.after(query.cursor),
        ),
      )
      .orderBy(...paymentKeyset.orderBy)
      .limit(query.limit + 1);
    return keysetPage(
      rows,
      query.limit,
      (row) => row.record.id,
      ({ record }) => kind.toHistoryItem(record as Row),
    );
  }

  /** The conditions of the admin's list: not deleted, then the status and date filters. */
  function listed(query: AdminListFilters): (SQL | undefined)[] {
    return [
      isNull(table.deletedAt),
      statusFilter(query.status),
      ...createdBetween(table.createdAt, query.startDate, query.endDate),
    ];
  }

  /** The payments of the members a search names, through the members' own indexes. */
  function byMember(db: Executor, search: string): SQL {
    return inArray(table.userId, membersMatching(db, search));
  }

  /**
   * One page of all payments for the admin, `match` narrowing it (a search): the page's ids from the
   * (status,) created_at, id index first (a deferred join, so a deep page skips index entries only), and
   * filtered totals that stop counting at a cap (a search's, also when the planner expects far more).
   */
  async function adminPage(db: Executor, query: AdminListFilters, match?: SQL) {
    const [notDeleted, ...filters] = [...listed(query), match];
    const where = and(notDeleted, ...filters);
    const pageIds = db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize));
    const items = await itemsWhere(db, inArray(table.id, pageIds));
    const countUpTo = rowCounter(db, table, where);
    const totals = filters.every((filter) => filter === undefined)
      ? { total: await estimatedTotal(db, kind.tableName, () => countUpTo(Number.MAX_SAFE_INTEGER)) }
      : await cappedTotal(countUpTo, query.page, query.pageSize, {
          pageRows: items.length,
          ...(match === undefined ? {} : { estimate: plannedRows(db, table, where) }),
        });
    return { items, ...totals, page: query.page, pageSize: query.pageSize };
  }

  /** An admin's decision on a pending payment. */
  async function markDecided(tx: Executor, id: string, status: Status, adminId: string): Promise<void> {
    await tx
      .update(table)
      .set({
        status: status as PaymentStatusOf<typeof deposits>,
        decidedByAdminId: adminId,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(table.id, id));
  }

  /** An admin's delete (removalValues); a payment still pending is decided `finalStatus` with it. */
  async function markRemoved(
    tx: Executor,
    id: string,
    adminId: string,
    reason: string | null,
    finalStatus: Status | undefined,
  ): Promise<void> {
    await tx
      .update(table)
      .set(removalValues(adminId, reason, finalStatus as PaymentStatusOf<typeof deposits> | undefined))
      .where(eq(table.id, id));
  }

  return {
    rejectedStatus: kind.rejectedStatus,
    findForUpdate,
    withUser,
    itemsWhere,
    memberHistory,
    listed,
    byMember,
    adminPage,
    markDecided,
    markRemoved,
  };
}
