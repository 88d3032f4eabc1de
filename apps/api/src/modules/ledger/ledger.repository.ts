import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import {
  accountBalanceParts,
  accounts,
  adminIdempotencyKeys,
  idempotencyKeys,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema';

export async function createWallet(db: Executor, userId: string): Promise<void> {
  await db.insert(accounts).values({ kind: 'WALLET', userId });
}

/** The member's wallet balance in cents (0 before the wallet exists). */
export async function walletBalanceCents(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.balance ?? 0;
}

/** Any account's balance in cents: a system account's row plus its balance parts (see postTransaction). */
export async function accountBalanceCents(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`(${accounts.balance} + coalesce((select sum(${accountBalanceParts.balance})
        from ${accountBalanceParts} where ${accountBalanceParts.accountId} = ${accounts.id}), 0))::text`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return Number(row?.balance ?? 0);
}

/**
 * The member's wallet as a scalar subquery, so the entries are read in their (account_id, created_at, id)
 * index order and a page stops after its rows. Joined to accounts instead, the planner cannot know that
 * the joined rows come out in that order, reads every entry the member ever had, joins each to its
 * posting and sorts them all to keep one page: a cost that grows with the member's history.
 */
export function memberWallet(userId: string | Placeholder | SQL): SQL {
  return sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId})`;
}

export type SystemAccountKind = Exclude<(typeof accounts.$inferSelect)['kind'], 'WALLET'>;

/** The id of the system account of `kind`; undefined when it is missing. */
export async function systemAccountRowId(db: Executor, kind: SystemAccountKind): Promise<string | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, kind));
  return row?.id;
}

export async function insertSystemAccount(db: Database, kind: SystemAccountKind): Promise<void> {
  await db.insert(accounts).values({ kind }).onConflictDoNothing();
}

/** The id of the member's wallet; undefined when they have none. */
export async function walletRowId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  return row?.id;
}

/** The account's kind; undefined when there is no such account. */
export async function accountKind(
  db: Executor,
  accountId: string,
): Promise<(typeof accounts.$inferSelect)['kind'] | undefined> {
  const [row] = await db.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, accountId));
  return row?.kind;
}

/** The wallet's balance in cents, its row locked FOR UPDATE until the transaction ends (0 when missing). */
export async function lockedWalletBalance(tx: Executor, walletId: string): Promise<number> {
  const [locked] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, walletId))
    .for('update');
  return locked?.balance ?? 0;
}

/**
 * Adds `delta` to a wallet's balance unless it would go below zero; answers the balance after it, or
 * undefined when nothing was updated (the balance would go below zero, or the account is no wallet).
 */
export async function moveWalletBalance(
  tx: Executor,
  accountId: string,
  delta: number,
): Promise<number | undefined> {
  const [wallet] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(
      and(eq(accounts.id, accountId), eq(accounts.kind, 'WALLET'), sql`${accounts.balance} + ${delta} >= 0`),
    )
    .returning({ id: accounts.id, balance: accounts.balance });
  return wallet?.balance;
}

/** How many balance parts each system account is spread over (one per database connection, modulo). */
export const SYSTEM_BALANCE_PARTS = 16;

/**
 * Further parts of the statement that books a one-wallet posting, for a business write that goes in the
 * same statement (and so needs no transaction of its own). All are SQL fragments:
 * - `before`: common table expressions written first, each followed by a comma;
 * - `walletGuard`: a further condition of the wallet update; when it is false nothing is written;
 * - `after`: common table expressions written after the posting's, each preceded by a comma; they can
 *   read `postingStep.booked`, the ledger transaction (no row when nothing was booked);
 * - `columns`: further columns of the one answer row, each preceded by a comma.
 */
export interface PostingStatementParts {
  before: SQL;
  walletGuard: SQL;
  after: SQL;
  columns: SQL;
}

const noParts: PostingStatementParts = {
  before: sql``,
  walletGuard: sql`true`,
  after: sql``,
  columns: sql``,
};

export type BookedRow<Row> = Row & { id: string | null; wallet_balance: string | number | null };

/** What varies in a posting statement: values, or placeholders of a statement built once. */
export interface PostingValues {
  kind: unknown;
  description: unknown;
  referenceType: unknown;
  referenceId: unknown;
  adminId: unknown;
  entryAccounts: unknown;
  entryAmounts: unknown;
  systemAccounts: unknown;
  systemAmounts: unknown;
  /** The one wallet the statement moves first, if any, and by how much. */
  walletId?: unknown;
  walletDelta?: unknown;
}

// The placeholders of a one-wallet posting statement built once; the callers' own must not reuse them.
const postingPlaceholders: PostingValues = {
  kind: sql.placeholder('kind'),
  description: sql.placeholder('description'),
  referenceType: sql.placeholder('referenceType'),
  referenceId: sql.placeholder('referenceId'),
  adminId: sql.placeholder('adminId'),
  entryAccounts: sql.placeholder('entryAccounts'),
  entryAmounts: sql.placeholder('entryAmounts'),
  systemAccounts: sql.placeholder('systemAccounts'),
  systemAmounts: sql.placeholder('systemAmounts'),
  walletId: sql.placeholder('walletId'),
  walletDelta: sql.placeholder('walletDelta'),
};

/**
 * The statement that books a posting: the ledger transaction, its entries and the system balance parts
 * (added to last, so the shared rows are held for the shortest time). With `wallet`, it also moves that
 * wallet's balance first (not below zero), and writes nothing when the wallet update matches no row.
 * Each step reads the one before it, which fixes their order. It answers one row, with `id` null when
 * nothing was booked.
 */
/**
 * The steps of the posting statement that the parts a caller adds may read (`PostingStatementParts`):
 * `booked`, the ledger transaction (no row when the wallet step refused: read it to run only once the
 * posting is booked), and `wallet`, the wallet's new balance. Their names are the statement's; a part
 * names them through these, never by hand.
 */
export const postingStep = {
  booked: sql.identifier('posting_booked'),
  wallet: sql.identifier('posting_wallet'),
};

function postingStatement(values: PostingValues, parts: PostingStatementParts): SQL {
  const { walletId, walletDelta } = values;
  const { booked, wallet } = postingStep;
  const walletStep =
    walletId === undefined
      ? sql`${wallet} as (select null::uuid as id, null::bigint as balance),`
      : sql`${wallet} as (
          update ${accounts} set balance = balance + ${walletDelta}, updated_at = now()
          where id = ${walletId} and kind = 'WALLET' and balance + ${walletDelta} >= 0 and (${parts.walletGuard})
          returning id, balance
        ),`;
  return sql`
      with ${parts.before} ${walletStep} ${booked} as (
        insert into ${ledgerTransactions} (kind, description, reference_type, reference_id, admin_id)
        select ${values.kind}, ${values.description}, ${values.referenceType}, ${values.referenceId},
          ${values.adminId}
        from ${wallet}
        returning id, kind
      ), posting_entries as (
        insert into ${ledgerEntries} (transaction_id, kind, account_id, amount)
        select ${booked}.id, ${booked}.kind, entry.account_id, entry.amount
        from ${booked}, unnest(${values.entryAccounts}::uuid[],
          ${values.entryAmounts}::bigint[]) as entry(account_id, amount)
      ), posting_parts as (
        insert into ${accountBalanceParts} (account_id, part, balance)
        select part.account_id, pg_backend_pid() % ${SYSTEM_BALANCE_PARTS}, part.balance
        from unnest(${values.systemAccounts}::uuid[],
          ${values.systemAmounts}::bigint[]) as part(account_id, balance)
        where exists (select 1 from ${booked})
        on conflict (account_id, part) do update set balance = ${accountBalanceParts}.balance + excluded.balance
      ) ${parts.after}
      select ${booked}.id, ${wallet}.balance as wallet_balance ${parts.columns}
      from (select 1) as one left join ${booked} on true left join ${wallet} on true`;
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Runs the posting statement for `values`, with the caller's `parts` (those left out add nothing). */
export function executePostingStatement(
  db: Executor,
  values: PostingValues,
  parts?: Partial<PostingStatementParts>,
): Promise<unknown[]> {
  return db
    .execute(postingStatement(values, parts === undefined ? noParts : { ...noParts, ...parts }))
    .then(rowsOf);
}

/**
 * The one-wallet posting statement with the caller's `parts` written with placeholders, built once per
 * database under `name`; it runs with the caller's values and the posting's own (`PostingValues`).
 */
export function oneWalletPostingStatement<Row extends Record<string, unknown>>(
  parts: Partial<PostingStatementParts>,
): (db: Executor, values: Record<string, unknown>) => Promise<BookedRow<Row>[]> {
  return builtOnce<BookedRow<Row>>(() => postingStatement(postingPlaceholders, { ...noParts, ...parts }));
}

/**
 * A one-wallet posting statement built once whose `values` may be SQL read by the statement itself (an
 * amount that a step of `parts.before` decides, say) as well as placeholders. The entries' balance is
 * checked by the database when the statement commits (`ledger_check_balanced`), not before it runs.
 */
export function postingStatementBuiltOnce<Row extends Record<string, unknown>>(
  values: PostingValues,
  parts: Partial<PostingStatementParts>,
): (db: Executor, values: Record<string, unknown>) => Promise<BookedRow<Row>[]> {
  return builtOnce<BookedRow<Row>>(() => postingStatement(values, { ...noParts, ...parts }));
}

/** What an Idempotency-Key row keeps: the hash of its request and the answer given to it. */
export interface StoredIdempotentAnswer {
  requestHash: string;
  response: unknown;
}

/** The answer stored under a member's Idempotency-Key; undefined when the key is free. */
export async function memberIdempotentAnswer(
  db: Executor,
  userId: string,
  key: string,
): Promise<StoredIdempotentAnswer | undefined> {
  return (
    await db
      .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];
}

/** Keeps a member's Idempotency-Key with its answer (the insert breaks uniqueness when it is taken). */
export async function insertMemberIdempotencyKey(
  tx: Executor,
  row: { userId: string; key: string; requestHash: string; statusCode: number; response: unknown },
): Promise<void> {
  await tx.insert(idempotencyKeys).values(row);
}

/** The answer stored under an admin's Idempotency-Key; undefined when the key is free. */
export async function adminIdempotentAnswer(
  db: Executor,
  adminId: string,
  key: string,
): Promise<StoredIdempotentAnswer | undefined> {
  return (
    await db
      .select({ requestHash: adminIdempotencyKeys.requestHash, response: adminIdempotencyKeys.response })
      .from(adminIdempotencyKeys)
      .where(and(eq(adminIdempotencyKeys.adminId, adminId), eq(adminIdempotencyKeys.key, key)))
  )[0];
}

/** Keeps an admin's Idempotency-Key with its answer (the insert breaks uniqueness when it is taken). */
export async function insertAdminIdempotencyKey(
  tx: Executor,
  row: { adminId: string; key: string; requestHash: string; response: unknown },
): Promise<void> {
  await tx.insert(adminIdempotencyKeys).values(row);
}
