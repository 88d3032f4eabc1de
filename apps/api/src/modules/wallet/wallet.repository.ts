import { estimatedTotal } from '../../lib/estimated-count';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CursorFilters, LedgerFilters, LedgerTransactionKind } from '@earnflow/contracts';
import { centsToDollars, receiptReferenceSearch } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { builtOnce, type SelectFields } from '../../db/statements';
import type { Placeholder } from 'drizzle-orm';
import { accounts, ledgerEntries, ledgerTransactions, sessions, users } from '../../db/schema';
import { memberWallet } from '../ledger/ledger.service';
import { keyset, keysetPage } from '../../lib/keyset';
import { liveSessionWhere, memberPageRows, memberSessionFields } from '../sessions/statement-session';
import { cappedTotal, pageOffset, plannedRows, rowCounter, searchText } from '../../lib/list-filters';
import { membersMatching } from '../../lib/member-search';
import { type StatementSession } from '../sessions/statement-session';

const kindOf = (kind: string) => kind as LedgerTransactionKind;

/**
 * The balance every screen shows with the session check of requireUser, built once: one round trip (no
 * balance before the wallet exists). It takes the placeholders of `liveSessionWhere`.
 */
export const walletBalanceBySession = builtOnce((db, fields) =>
  db
    .select(fields({ session: memberSessionFields, balance: accounts.balance }))
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(liveSessionWhere),
);

const movementKeyset = keyset({ createdAt: ledgerEntries.createdAt, id: ledgerEntries.id, idType: 'bigint' });

export function movementsQuery(
  db: Executor,
  fields: SelectFields,
  userId: string | Placeholder,
  after: SQL | undefined,
  limit: number | Placeholder,
  live: SQL,
) {
  return db
    .select(
      fields({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        amount: ledgerEntries.amount,
        createdAt: ledgerEntries.createdAt,
        position: movementKeyset.position,
      }),
    )
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, memberWallet(userId)), after, live))
    .orderBy(...movementKeyset.orderBy)
    .limit(limit);
}

const movementRows = memberPageRows(movementsQuery, (cursor) => movementKeyset.after(cursor));

/** One page of the member's own wallet entries, newest first; no rows once the session has ended. */
export async function walletMovements(db: Executor, session: StatementSession, query: CursorFilters) {
  const rows = await movementRows(db, session, query);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.id,
    (row) => ({
      id: row.id,
      kind: kindOf(row.kind),
      description: row.description,
      amount: centsToDollars(row.amount),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

/**
 * The postings whose reference id starts with a receipt reference (eight lower-case hex digits): the ids
 * from the reference up to the next eight-digit number, a range the reference id index serves.
 */
function receiptRange(receipt: string): SQL | undefined {
  const next = Number.parseInt(receipt, 16) + 1;
  return and(
    gte(ledgerTransactions.referenceId, receipt),
    next > 0xffffffff ? undefined : lt(ledgerTransactions.referenceId, next.toString(16).padStart(8, '0')),
  );
}

/**
 * One page of the admin ledger, newest entry first. The page's entry ids come first from entries alone
 * (the primary key for the whole ledger, the entries' own (kind, id) index for a kind, a search as a
 * semi-join on its own indexes), so a deep
 * page skips index entries rather than joined rows, and a search is one indexed branch per thing it
 * matches (members by name, e-mail or account number; postings by reference, or by the start of it that a
 * transfer receipt shows), never an OR across tables. Filtered totals stop counting at a cap.
 */
export async function ledgerPage(db: Executor, query: LedgerFilters) {
  const search = searchText(query.search);
  const receipt = search === undefined ? null : receiptReferenceSearch(search);
  const postings = (condition: SQL | undefined) =>
    db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(condition);
  const conditions: (SQL | undefined)[] = [
    query.kind === undefined ? undefined : eq(ledgerEntries.kind, query.kind),
    search === undefined
      ? undefined
      : sql`${ledgerEntries.id} in (${db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
          .where(inArray(accounts.userId, membersMatching(db, search)))} union all ${postings(
          eq(ledgerTransactions.referenceId, search),
        )}${receipt === null ? sql`` : sql` union all ${postings(receiptRange(receipt))}`})`,
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
  const pageIds = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const rows = await base().where(inArray(ledgerEntries.id, pageIds)).orderBy(desc(ledgerEntries.id));
  const countUpTo = rowCounter(db, ledgerEntries, where);
  const totals =
    where === undefined
      ? { total: await estimatedTotal(db, 'ledger_entries', () => countUpTo(Number.MAX_SAFE_INTEGER)) }
      : await cappedTotal(countUpTo, query.page, query.pageSize, {
          pageRows: rows.length,
          ...(search === undefined ? {} : { estimate: plannedRows(db, ledgerEntries, where) }),
        });
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
    ...totals,
    page: query.page,
    pageSize: query.pageSize,
  };
}
